import Papa from 'papaparse';

interface CsvTable {
  header: string[];
  rows: Record<string, string>[];
}

/** Parses CSV text with a header row; columns are read by name, never by position. */
export function parseCsv(text: string): CsvTable {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim(),
  });
  return { header: result.meta.fields ?? [], rows: result.data };
}

/** A positive decimal price from a cell, or undefined when empty or not a price. */
export function price(cell: string | undefined): number | undefined {
  if (cell === undefined || cell.trim() === '') return undefined;
  const value = Number(cell);
  return Number.isFinite(value) && value > 1 ? value : undefined;
}
