import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The email input every auth form shares: label, keyboard, autocomplete and placeholder. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      {...props}
    />
  );
}
