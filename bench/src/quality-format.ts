// Number formats of the bench:quality tables.
export const fmt = (value: number | null | undefined, digits = 4) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);
export const pct = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
export const share = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
