import type { Language } from '../../../db/schema/index';

/**
 * What the bot says, in both languages. Every function answers Telegram HTML: the arguments that
 * come from people or providers (names, team names, URLs) must be escaped by the caller.
 */
export const TEXTS = {
  es: {
    alertTitle: (count: number) =>
      count === 1 ? '🔔 <b>Nuevo pick publicado</b>' : `🔔 <b>${count} picks nuevos publicados</b>`,
    more: (count: number, url: string) => `…y ${count} más en <a href="${url}">tu panel</a>.`,
    ledger: (seq: number, hash: string, url: string) =>
      `Registro verificable: entrada #${seq} · <code>${hash}</code> · <a href="${url}">compruébalo</a>`,
    price: 'Cuota',
    minOdds: 'Cuota mínima',
    unverified: 'precio sin contraste',
    offFeed: 'fuera del feed',
    edge: 'Ventaja',
    stake: 'Stake',
    shareOfBankroll: (share: string) => `${share} de tu bankroll`,
    starts: (when: string) => `Empieza: ${when} (hora de Madrid)`,
    noStart: 'Sin hora de inicio',
    homeMark: '(L)',
    markets: { h2h: 'Ganador', spreads: 'Hándicap', totals: 'Total' },
    linked: (name: string) =>
      `¡Hola, ${name}! Este chat ya está conectado a tu cuenta de Arcade ValueBets: aquí recibirás tus picks en cuanto se publiquen.\n\n/picks: los picks de hoy · /idioma en: English · /stop: desconectar`,
    alreadyLinked: (name: string) =>
      `Este chat está conectado a la cuenta de ${name}.\n\n/picks: los picks de hoy · /idioma es|en: idioma · /stop: desconectar`,
    stopped:
      'Chat desconectado: ya no recibirás picks aquí. Puedes volver a conectarlo desde tu panel cuando quieras.',
    languageSet: 'Hecho: a partir de ahora te escribo en español.',
    languageUsage: 'Escribe /idioma es (español) o /idioma en (inglés).',
    help: '/picks: los picks de hoy de tu plan · /idioma es|en: idioma · /stop: desconectar este chat',
    picksTitle: (day: string) => `📋 <b>Picks de hoy</b> (${day})`,
    noPicks: 'Todavía no hay picks de tu plan para hoy. Te aviso en cuanto se publique uno.',
    onBreak: (until: string | null) =>
      until === null
        ? 'Te has autoexcluido: aquí no verás picks nunca más. Si necesitas hablar con alguien: jugarbien.es.'
        : `Estás en un descanso hasta el ${until} (hora de Madrid): hasta entonces no hay picks. Si necesitas ayuda: jugarbien.es.`,
    lockedPicks: (count: number, url: string) =>
      count === 1
        ? `Hay 1 pick más de otro plan: <a href="${url}">mira los planes</a>.`
        : `Hay ${count} picks más de otros planes: <a href="${url}">mira los planes</a>.`,
  },
  en: {
    alertTitle: (count: number) =>
      count === 1 ? '🔔 <b>New pick published</b>' : `🔔 <b>${count} new picks published</b>`,
    more: (count: number, url: string) => `…and ${count} more on <a href="${url}">your dashboard</a>.`,
    ledger: (seq: number, hash: string, url: string) =>
      `Verifiable record: entry #${seq} · <code>${hash}</code> · <a href="${url}">check it</a>`,
    price: 'Odds',
    minOdds: 'Bet down to',
    unverified: 'unverified price',
    offFeed: 'off the feed',
    edge: 'Edge',
    stake: 'Stake',
    shareOfBankroll: (share: string) => `${share} of your bankroll`,
    starts: (when: string) => `Starts: ${when} (Madrid time)`,
    noStart: 'No start time',
    homeMark: '(H)',
    markets: { h2h: 'Moneyline', spreads: 'Spread', totals: 'Total' },
    linked: (name: string) =>
      `Hi ${name}! This chat is now linked to your Arcade ValueBets account: your picks will arrive here as soon as they are published.\n\n/picks: today's picks · /idioma es: español · /stop: unlink`,
    alreadyLinked: (name: string) =>
      `This chat is linked to ${name}'s account.\n\n/picks: today's picks · /idioma es|en: language · /stop: unlink`,
    stopped: 'Chat unlinked: picks will no longer arrive here. You can link it again from your dashboard.',
    languageSet: 'Done: I will write to you in English from now on.',
    languageUsage: 'Send /idioma en (English) or /idioma es (Spanish).',
    help: "/picks: today's picks of your plan · /idioma es|en: language · /stop: unlink this chat",
    picksTitle: (day: string) => `📋 <b>Today's picks</b> (${day})`,
    noPicks: 'No picks of your plan for today yet. I will tell you as soon as one is published.',
    onBreak: (until: string | null) =>
      until === null
        ? 'You have excluded yourself: no picks here, for good. If you need to talk to someone: BeGambleAware.org or 1-800-GAMBLER.'
        : `You are on a break until ${until} (Madrid time): no picks until then. If you need help: BeGambleAware.org or 1-800-GAMBLER.`,
    lockedPicks: (count: number, url: string) =>
      count === 1
        ? `There is 1 more pick of another plan: <a href="${url}">see the plans</a>.`
        : `There are ${count} more picks of other plans: <a href="${url}">see the plans</a>.`,
  },
} as const satisfies Record<Language, unknown>;

/**
 * What a chat linked to nobody hears, in Spanish and English (the bot does not know whose it is).
 * `dashboardUrl` must be escaped by the caller.
 */
export const UNLINKED = {
  help: (dashboardUrl: string) =>
    `🇪🇸 Para recibir aquí tus picks, abre <a href="${dashboardUrl}">tu panel</a> y conecta Telegram en los avisos.\n` +
    `🇬🇧 To get your picks here, open <a href="${dashboardUrl}">your dashboard</a> and connect Telegram in the alerts.`,
  unknown:
    '🇪🇸 Ese enlace no es válido: no se ha conectado nada. Pide uno nuevo en tu panel.\n' +
    '🇬🇧 That link is not valid: nothing was linked. Ask for a new one on your dashboard.',
  used:
    '🇪🇸 Ese enlace ya se usó: no se ha conectado nada. Pide uno nuevo en tu panel.\n' +
    '🇬🇧 That link was already used: nothing was linked. Ask for a new one on your dashboard.',
  expired:
    '🇪🇸 Ese enlace caducó (dura 15 minutos): no se ha conectado nada. Pide uno nuevo en tu panel.\n' +
    '🇬🇧 That link has expired (it lasts 15 minutes): nothing was linked. Ask for a new one on your dashboard.',
  notLinked: '🇪🇸 Este chat no está conectado a ninguna cuenta.\n🇬🇧 This chat is not linked to any account.',
} as const;
