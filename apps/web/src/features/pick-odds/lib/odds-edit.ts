import type { AdminPick, PickQuote } from '@arcade/contracts';
import { decimalToAmerican } from '@arcade/core';
import { z } from 'zod';
import { formMessage } from '@/lib/form/form-messages';
import { parseAmericanOdds } from '@/lib/odds-input';

/** The book select's value for a house the feed does not quote, whose name the admin types. */
export const OTHER_BOOK = '__other__';

export type BookChoice = { book: string; otherName: string };

const sameBook = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The book the dialog starts on: the pick's own when the feed quotes it, else another house by name. */
export function initialBook(pick: Pick<AdminPick, 'bookmaker'>, quotes: readonly PickQuote[]): BookChoice {
  const own = pick.bookmaker;
  const quoted = own ? quotes.find((quote) => sameBook(quote.bookmaker, own)) : undefined;
  if (quoted) return { book: quoted.bookmaker, otherName: '' };
  if (own) return { book: OTHER_BOOK, otherName: own };
  const best = quotes[0];
  return best ? { book: best.bookmaker, otherName: '' } : { book: OTHER_BOOK, otherName: '' };
}

/** The book's name as sent: the feed's key, or the other house's name as typed (trimmed). */
export const bookName = ({ book, otherName }: BookChoice) => (book === OTHER_BOOK ? otherName.trim() : book);

export const quoteOf = (quotes: readonly PickQuote[], book: string) =>
  quotes.find((quote) => quote.bookmaker === book);

/** A quote's price as the American odds field shows it. */
export const americanOfQuote = (quote: PickQuote) => decimalToAmerican(quote.odds);

/**
 * The price to send for the American odds typed. At a feed book whose own quote the text still
 * reads, the quote's exact decimal, so the feed's price is stored as the feed gave it; otherwise the
 * decimal the American odds convert to. Null while the text is not valid American odds.
 */
export function priceOf(
  text: string,
  choice: BookChoice,
  quotes: readonly PickQuote[],
): { odds: number; oddsAmerican: number } | null {
  const parsed = parseAmericanOdds(text);
  if (!parsed) return null;
  const quote = choice.book === OTHER_BOOK ? undefined : quoteOf(quotes, choice.book);
  if (quote && americanOfQuote(quote) === parsed.american) {
    return { odds: quote.odds, oddsAmerican: parsed.american };
  }
  return { odds: Math.round(parsed.decimal * 10_000) / 10_000, oddsAmerican: parsed.american };
}

/**
 * The odds form as typed: American odds that parse, the book (a feed book, or OTHER_BOOK and the other
 * house's name, which it then needs) and an optional reason. The price sent comes from priceOf.
 */
export const OddsFormSchema = z
  .object({ american: z.string(), book: z.string(), otherName: z.string(), reason: z.string() })
  .superRefine((values, context) => {
    if (!parseAmericanOdds(values.american)) {
      context.addIssue({ code: 'custom', path: ['american'], message: formMessage('invalid') });
    }
    if (!bookName(values)) {
      context.addIssue({ code: 'custom', path: ['otherName'], message: formMessage('required') });
    }
  });
export type OddsFormValues = z.infer<typeof OddsFormSchema>;
