import {
  type ExportDataset,
  ExportDatasetSchema,
  type ExportFormat,
  ExportFormatSchema,
  type Sport,
  SportSchema,
} from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { type ExportChoices, isRangeInverted, withFormat } from '../lib/export-query';

type ExportFiltersProps = {
  choices: ExportChoices;
  onChoicesChange: (choices: ExportChoices) => void;
};

/** Dataset, format, sport and date range of the export. */
export function ExportFilters({ choices, onChoicesChange }: ExportFiltersProps) {
  const { t } = useTranslation(['labExport', 'common']);
  // A CSV file holds one table, so "everything" is offered for JSON only.
  const datasets = ExportDatasetSchema.options.filter(
    (dataset) => choices.format === 'json' || dataset !== 'all',
  );
  const rangeError = isRangeInverted(choices) ? t('labExport:filters.rangeInverted') : undefined;
  const set = (patch: Partial<ExportChoices>) => onChoicesChange({ ...choices, ...patch });

  return (
    <div
      role="group"
      aria-label={t('labExport:filters.label')}
      className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)]"
    >
      <SelectField
        data-testid="export-dataset"
        className="col-span-2 lg:col-span-1"
        label={t('labExport:filters.dataset')}
        options={datasets.map((dataset) => ({ value: dataset, label: t(`labExport:datasets.${dataset}`) }))}
        value={choices.dataset}
        onChange={(event) => set({ dataset: event.target.value as ExportDataset })}
      />
      <SelectField
        data-testid="export-format"
        label={t('labExport:filters.format')}
        options={ExportFormatSchema.options.map((format) => ({
          value: format,
          label: t(`labExport:formats.${format}`),
        }))}
        value={choices.format}
        onChange={(event) => onChoicesChange(withFormat(choices, event.target.value as ExportFormat))}
      />
      <SelectField
        data-testid="export-sport"
        label={t('labExport:filters.sport')}
        options={[
          { value: 'all', label: t('labExport:filters.allSports') },
          ...SportSchema.options.map((sport) => ({ value: sport, label: t(`common:sports.${sport}`) })),
        ]}
        value={choices.sport}
        onChange={(event) => set({ sport: event.target.value as Sport | 'all' })}
      />
      <TextField
        data-testid="export-from"
        type="date"
        label={t('labExport:filters.from')}
        value={choices.from}
        max={choices.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextField
        data-testid="export-to"
        type="date"
        label={t('labExport:filters.to')}
        value={choices.to}
        min={choices.from || undefined}
        error={rangeError}
        onChange={(event) => set({ to: event.target.value })}
      />
    </div>
  );
}
