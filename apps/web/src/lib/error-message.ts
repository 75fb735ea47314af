import type { ErrorCode, Reason } from '@arcade/contracts';
import { ApiError } from './api-client';
import { bookmakerName } from './bookmakers';
import { formatDecimal } from './format';
import i18n from './i18n';
import { translatedIssue } from './issue-translator';

/** At most this many refused fields are named in one message; the form shows each under its field. */
const MAX_ISSUES_SHOWN = 3;

/** The translated text for an API error code (`errors:codes.<CODE>`). */
export function errorCodeMessage(code: ErrorCode): string {
  return i18n.t(`errors:codes.${code}`);
}

/** A decimal price as the server sends it (a number, or its text: "2.05"), in the language's form. */
function price(value: unknown): unknown {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? formatDecimal(number) : value;
}

/** Facts the server sends as data, shown as the app shows them elsewhere: prices, a bookmaker's name. */
const DETAIL_FORMATS: Readonly<Record<string, (value: unknown) => unknown>> = {
  bestOdds: price,
  ceiling: price,
  bookmaker: (value) => (typeof value === 'string' ? bookmakerName(value) : value),
};

function shownDetails(details: Record<string, unknown> | undefined): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details ?? {}))
    shown[key] = DETAIL_FORMATS[key]?.(value) ?? value;
  return shown;
}

/**
 * The translated text of a reason of the contracts' list, with the facts the server sent beside it,
 * formatted for the language (every reason has a text, checked by a test; a string that is not one has none).
 */
export function reasonMessage(reason: string, details?: Record<string, unknown>): string | undefined {
  if (!i18n.exists(`errors:reasons.${reason}`)) return undefined;
  return i18n.t(`errors:reasons.${reason as Reason}`, shownDetails(details));
}

/**
 * What a UI shows for a failed call, always in the active language: the refused fields of a
 * validation error (name, what is wrong, ranges in the field's own unit), else the translated reason
 * (`error.reason`, e.g. a 409's `event_not_started`), else the translated code text. The server's
 * English `message` is for API users and logs: it is never shown.
 */
export function getErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('errors:generic');
  const lines = (error.issues ?? []).slice(0, MAX_ISSUES_SHOWN).map(translatedIssue);
  if (lines.length > 0 && lines.every((line) => line !== undefined)) return lines.join(' · ');
  const byReason = error.reason === undefined ? undefined : reasonMessage(error.reason, error.details);
  if (byReason !== undefined) return byReason;
  if (error.code) return errorCodeMessage(error.code);
  if (error.status === 401) return i18n.t('errors:unauthorized');
  return i18n.t('errors:generic');
}
