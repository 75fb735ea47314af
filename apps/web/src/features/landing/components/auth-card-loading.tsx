import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The auth card's frame while its forms load (the first opening only, and rarely seen at all). */
export function AuthCardLoading({ id }: { id: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        id={id}
        role="status"
        className="flex min-h-96 animate-fade-in-late items-center justify-center gap-3 rounded-2xl border border-line-strong bg-surface/95 p-6 text-ink-muted shadow-2xl shadow-black/60"
      >
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-edge" />
        <span>{t('loading')}</span>
      </div>
    </div>
  );
}
