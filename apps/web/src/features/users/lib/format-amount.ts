import { formatDecimal, formatMoney } from '@/lib/format';

/**
 * A stored amount in cents as money, divided by 100 with 2 decimals (product.md §9): 1999 usd →
 * `$19.99`. A currency code Intl does not know is written after the number instead of failing.
 */
export function formatCents(amount: number, currency: string): string {
  const value = amount / 100;
  try {
    return formatMoney(value, { currency: currency.toUpperCase() });
  } catch {
    return `${formatDecimal(value, 2)} ${currency.toUpperCase()}`;
  }
}
