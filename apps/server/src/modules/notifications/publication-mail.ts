import { decimalToAmerican } from '@arcade/core';
import type { PickTier, Sport } from '../../db/schema/index';
import {
  escapeHtml,
  htmlDocument,
  htmlFooter,
  htmlLink,
  MAIL_FOOTER,
  type MailLanguage,
  type OutgoingMail,
  TIER_COLOURS,
} from '../mail';
import type { AlertPick } from './alerts/audience';

/** What a publication email shows of one pick: only picks of the recipient's tiers ever get here. */
type MailedPick = Pick<
  AlertPick,
  | 'sport'
  | 'league'
  | 'homeTeam'
  | 'awayTeam'
  | 'selection'
  | 'displayLine'
  | 'market'
  | 'odds'
  | 'tier'
  | 'eventStartTime'
  | 'priceUnverified'
  | 'offFeed'
  | 'minOdds'
>;

const TIER_LABELS: Record<PickTier, string> = {
  vip: 'VIP',
  exclusivo: 'Exclusivo',
  platinum: 'Platinum',
  diamante: 'Diamante',
};

const SPORT_LABELS: Record<MailLanguage, Record<Sport, string>> = {
  es: { soccer: 'Fútbol', nfl: 'NFL', baseball: 'MLB', nba: 'NBA', nhl: 'NHL' },
  en: { soccer: 'Soccer', nfl: 'NFL', baseball: 'MLB', nba: 'NBA', nhl: 'NHL' },
};

const texts = {
  es: {
    subject: (count: number) =>
      count === 1
        ? 'Arcade ValueBets: 1 pick nuevo publicado'
        : `Arcade ValueBets: ${count} picks nuevos publicados`,
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (count: number) =>
      count === 1
        ? 'Acabamos de publicar un pick de tu plan:'
        : `Acabamos de publicar ${count} picks de tu plan:`,
    odds: 'cuota',
    minOdds: 'Cuota mínima',
    starts: 'empieza',
    noStart: 'sin hora de inicio',
    homeMark: '(L)',
    unverified: 'precio sin contraste',
    offFeed: 'fuera del feed',
    dashboard: 'Míralos con su análisis y su stake en tu panel:',
    open: 'Abrir mi panel',
    unsubscribe: '¿No quieres estos emails? Date de baja con un clic:',
    ledger: (seq: number, hash: string) =>
      `Registro verificable: entrada #${seq} · ${hash}. Guarda este código: un historial reescrito no podría coincidir con él. Compruébalo en`,
  },
  en: {
    subject: (count: number) =>
      count === 1
        ? 'Arcade ValueBets: 1 new pick published'
        : `Arcade ValueBets: ${count} new picks published`,
    greeting: (name: string) => `Hi ${name},`,
    intro: (count: number) =>
      count === 1
        ? 'We have just published a pick of your plan:'
        : `We have just published ${count} picks of your plan:`,
    odds: 'odds',
    minOdds: 'Bet down to',
    starts: 'starts',
    noStart: 'no start time',
    homeMark: '(H)',
    unverified: 'unverified price',
    offFeed: 'off the feed',
    dashboard: 'See them with their analysis and stake on your dashboard:',
    open: 'Open my dashboard',
    unsubscribe: "Don't want these emails? Unsubscribe with one click:",
    ledger: (seq: number, hash: string) =>
      `Verifiable record: entry #${seq} · ${hash}. Keep this code: a rewritten record could not match it. Check it at`,
  },
} as const;

/** The app's one match order: soccer reads "Home (L) vs Away", the US sports "Away @ Home (H)". */
export function matchLabel(
  pick: Pick<MailedPick, 'sport' | 'homeTeam' | 'awayTeam'>,
  language: MailLanguage,
) {
  const home = `${pick.homeTeam} ${texts[language].homeMark}`;
  return pick.sport === 'soccer' ? `${home} vs ${pick.awayTeam}` : `${pick.awayTeam} @ ${home}`;
}

const americanOdds = (value: number) => (value > 0 ? `+${value}` : String(value));

function startTime(date: Date | null, language: MailLanguage): string {
  const t = texts[language];
  if (!date) return t.noStart;
  const format = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${t.starts} ${format.format(date)} UTC`;
}

/** What a price typed by hand carries: no book contrasted it, or its event is not in the feed. */
function handMarks(pick: MailedPick, t: { unverified: string; offFeed: string }): string {
  const marks = [pick.priceUnverified ? t.unverified : null, pick.offFeed ? t.offFeed : null];
  const shown = marks.filter((mark) => mark !== null);
  return shown.length === 0 ? '' : ` · ${shown.join(' · ')}`;
}

/** A decimal price with its American form, converted from it: the two never disagree. */
const bothForms = (odds: number) => `${odds.toFixed(2)} (${americanOdds(decimalToAmerican(odds))})`;

/**
 * One line per pick: where, the match, the bet, its price, its tier and when it starts; then the
 * lowest price worth taking, left out for a pick that has none.
 */
function pickParts(pick: MailedPick, language: MailLanguage) {
  const t = texts[language];
  return {
    competition: pick.league ?? SPORT_LABELS[language][pick.sport],
    match: matchLabel(pick, language),
    bet: pick.displayLine ?? pick.selection,
    price: `${t.odds} ${bothForms(pick.odds)}${handMarks(pick, t)}`,
    minimum: pick.minOdds === null ? null : `${t.minOdds} ${bothForms(pick.minOdds)}`,
    tier: TIER_LABELS[pick.tier],
    start: startTime(pick.eventStartTime, language),
  };
}

/**
 * The email of one publication batch to one subscriber, in their language: the picks of the batch
 * their plan unlocks (the caller filters them), a link to the dashboard and the unsubscribe link.
 */
export function publicationMail(options: {
  to: string;
  name: string;
  language: MailLanguage;
  picks: readonly MailedPick[];
  dashboardUrl: string;
  unsubscribeUrl: string;
  /** The head of the record's ledger when the batch closed, and the public page that shows it. */
  ledger: { seq: number; hash: string; recordUrl: string };
}): OutgoingMail {
  const { language, picks } = options;
  const t = texts[language];
  const lines = picks.map((pick) => pickParts(pick, language));
  const ledger = t.ledger(options.ledger.seq, options.ledger.hash.slice(0, 12));
  const text = [
    t.greeting(options.name),
    '',
    t.intro(picks.length),
    '',
    ...lines.map(
      (p) =>
        `• [${p.tier}] ${p.competition} · ${p.match}\n  ${p.bet} · ${p.price} · ${p.start}` +
        (p.minimum === null ? '' : `\n  ${p.minimum}`),
    ),
    '',
    t.dashboard,
    options.dashboardUrl,
    '',
    `${ledger} ${options.ledger.recordUrl}`,
    '',
    t.unsubscribe,
    options.unsubscribeUrl,
    '',
    '—',
    MAIL_FOOTER[language],
  ].join('\n');
  const rows = lines
    .map(
      (p, i) =>
        `<tr><td style="border:1px solid #e5e7eb;border-radius:10px;padding:12px 14px">
<div style="font-size:12px;color:#6b7280"><span style="display:inline-block;padding:1px 8px;border-radius:999px;color:#ffffff;background:${TIER_COLOURS[picks[i]?.tier ?? 'vip']};font-weight:600">${escapeHtml(p.tier)}</span> ${escapeHtml(p.competition)} · ${escapeHtml(p.start)}</div>
<div style="font-weight:600;margin-top:6px">${escapeHtml(p.match)}</div>
<div style="margin-top:2px">${escapeHtml(p.bet)} · <strong>${escapeHtml(p.price)}</strong></div>${p.minimum === null ? '' : `\n<div style="margin-top:2px">${escapeHtml(p.minimum)}</div>`}
</td></tr><tr><td style="height:10px"></td></tr>`,
    )
    .join('\n');
  const button = `<a href="${escapeHtml(options.dashboardUrl)}" style="display:inline-block;background:#10b981;color:#ffffff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">${escapeHtml(t.open)}</a>`;
  const html = htmlDocument(
    language,
    t.subject(picks.length),
    `<p style="margin-top:0">${escapeHtml(t.greeting(options.name))}</p><p>${escapeHtml(t.intro(picks.length))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${rows}
</table>
<p>${escapeHtml(t.dashboard)}</p>
<p>${button}</p>
<p style="font-size:12px;color:#374151;font-family:ui-monospace,Menlo,monospace">${escapeHtml(ledger)} ${htmlLink(options.ledger.recordUrl)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(t.unsubscribe)} ${htmlLink(options.unsubscribeUrl)}</p>${htmlFooter(language)}`,
  );
  return { to: options.to, subject: t.subject(picks.length), text, html, language };
}

const testTexts = {
  es: {
    subject: 'Email de prueba de Arcade ValueBets',
    body: 'Si lees esto, el envío de emails funciona: los avisos de publicación y los códigos de cuenta saldrán por este servidor.',
  },
  en: {
    subject: 'Arcade ValueBets test email',
    body: 'If you can read this, sending email works: publication emails and account codes will go out through this server.',
  },
} as const;

/** The admin's test email (POST /api/admin/test-email). */
export function testMail(to: string, name: string, language: MailLanguage): OutgoingMail {
  const t = testTexts[language];
  const greeting = texts[language].greeting(name);
  const text = [greeting, '', t.body, '', '—', MAIL_FOOTER[language]].join('\n');
  const html = htmlDocument(
    language,
    t.subject,
    `<p style="margin-top:0">${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>${htmlFooter(language)}`,
  );
  return { to, subject: t.subject, text, html, language };
}
