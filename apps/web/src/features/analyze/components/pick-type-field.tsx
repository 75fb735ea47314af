import { type PickType, PickTypeSchema } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';

export function PickTypeField({
  value,
  onChange,
  testId,
}: {
  value: PickType;
  onChange: (value: PickType) => void;
  testId?: string;
}) {
  const { t } = useTranslation('analyze');
  return (
    <SelectField
      label={t('pickTypes.label')}
      data-testid={testId}
      value={value}
      onChange={(event) => onChange(PickTypeSchema.parse(event.target.value))}
      options={PickTypeSchema.options.map((type) => ({ value: type, label: t(`pickTypes.${type}`) }))}
    />
  );
}
