/** Text colour of a money or return figure: gains green, losses red, zero muted. */
export function profitTone(value: number): string {
  if (value > 0) return 'text-edge';
  if (value < 0) return 'text-danger';
  return 'text-ink-muted';
}
