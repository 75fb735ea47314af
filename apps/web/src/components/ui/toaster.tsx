import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the toast store. Mounted once, in the app providers. */
export function Toaster() {
  const { t } = useTranslation('common');
  const { toasts } = useToast();
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label={t('toast.label')}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose aria-label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={t('toast.viewportLabel')} />
    </ToastProvider>
  );
}
