import { formatDecimal, formatMinorUnits } from '@/lib/format';

/**
 * A stored amount in cents (the currency's minor units) as money: 1999 usd → `$19.99`,
 * 999 eur → `9,99 €` in Spanish. A currency code Intl does not accept is written after the number
 * instead of failing.
 */
export function formatCents(amount: number, currency: string): string {
  try {
    return formatMinorUnits(amount, currency);
  } catch {
    return `${formatDecimal(amount / 100, 2)} ${currency.toUpperCase()}`;
  }
}
