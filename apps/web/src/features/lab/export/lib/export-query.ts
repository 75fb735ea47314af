import type { ExportDataset, ExportFormat, ExportTable, Sport } from '@arcade/contracts';

export const HISTORICAL_DATA_PATH = '/api/admin/historical-data';

/** What the admin chose on the export tab; dates are the inputs' `YYYY-MM-DD` (empty when unset). */
export type ExportChoices = {
  dataset: ExportDataset;
  format: ExportFormat;
  sport: Sport | 'all';
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive (the server's `to` is exclusive: the day after is sent). */
  to: string;
};

export const DEFAULT_EXPORT_CHOICES: ExportChoices = {
  dataset: 'all',
  format: 'json',
  sport: 'all',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A range whose last day comes before its first: refused before asking the server. */
export function isRangeInverted({ from, to }: Pick<ExportChoices, 'from' | 'to'>): boolean {
  return DAY.test(from) && DAY.test(to) && from > to;
}

/** A CSV file holds one table: choosing CSV while "all" is chosen switches to events. */
export function withFormat(choices: ExportChoices, format: ExportFormat): ExportChoices {
  return {
    ...choices,
    format,
    dataset: format === 'csv' && choices.dataset === 'all' ? 'events' : choices.dataset,
  };
}

function filterParams(choices: ExportChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.sport !== 'all') params.set('sport', choices.sport);
  // Calendar days in UTC, as the server reads a bare date.
  if (DAY.test(choices.from)) params.set('from', choices.from);
  if (DAY.test(choices.to)) params.set('to', nextDay(choices.to));
  return params;
}

/** The download's address: the file streams straight to disk through a plain link. */
export function exportDownloadUrl(choices: ExportChoices): string {
  const params = new URLSearchParams({ format: choices.format, dataset: choices.dataset });
  for (const [key, value] of filterParams(choices)) params.set(key, value);
  return `${HISTORICAL_DATA_PATH}?${params.toString()}`;
}

/** The preview's address for one table with the same filters. */
export function exportPreviewUrl(choices: ExportChoices, table: ExportTable): string {
  const params = new URLSearchParams({ dataset: table });
  for (const [key, value] of filterParams(choices)) params.set(key, value);
  params.set('preview', '1');
  return `${HISTORICAL_DATA_PATH}?${params.toString()}`;
}
