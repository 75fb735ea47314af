/**
 * Display names of bookmakers by the keys providers send (The Odds API's keys and the demo market's).
 * Brand names are not translated; a key missing here is shown title-cased (`betfair_ex_eu` →
 * `Betfair Ex Eu`) rather than raw.
 */
const BOOKMAKER_NAMES: Readonly<Record<string, string>> = {
  pinnacle: 'Pinnacle',
  bet365: 'bet365',
  williamhill: 'William Hill',
  williamhill_us: 'Caesars',
  betfair: 'Betfair',
  betfair_sb: 'Betfair Sportsbook',
  betfair_sb_uk: 'Betfair Sportsbook',
  betfair_ex_eu: 'Betfair Exchange',
  betfair_ex_uk: 'Betfair Exchange',
  betfair_ex_au: 'Betfair Exchange',
  codere: 'Codere',
  bwin: 'bwin',
  draftkings: 'DraftKings',
  fanduel: 'FanDuel',
  betmgm: 'BetMGM',
  betrivers: 'BetRivers',
  espnbet: 'ESPN BET',
  fanatics: 'Fanatics',
  hardrockbet: 'Hard Rock Bet',
  ballybet: 'Bally Bet',
  betparx: 'betPARX',
  bovada: 'Bovada',
  betonlineag: 'BetOnline.ag',
  mybookieag: 'MyBookie.ag',
  lowvig: 'LowVig.ag',
  betus: 'BetUS',
  sport888: '888sport',
  onexbet: '1xBet',
  betclic: 'Betclic',
  betsson: 'Betsson',
  betvictor: 'BetVictor',
  betway: 'Betway',
  boylesports: 'BoyleSports',
  coolbet: 'Coolbet',
  coral: 'Coral',
  everygame: 'Everygame',
  ladbrokes_uk: 'Ladbrokes',
  ladbrokes_au: 'Ladbrokes',
  leovegas: 'LeoVegas',
  livescorebet: 'LiveScore Bet',
  marathonbet: 'Marathonbet',
  matchbook: 'Matchbook',
  nordicbet: 'NordicBet',
  paddypower: 'Paddy Power',
  skybet: 'Sky Bet',
  smarkets: 'Smarkets',
  tipico_de: 'Tipico',
  unibet_eu: 'Unibet',
  unibet_uk: 'Unibet',
  unibet_us: 'Unibet',
  virginbet: 'Virgin Bet',
  winamax_fr: 'Winamax',
  winamax_de: 'Winamax',
  pointsbetau: 'PointsBet',
  sportsbet: 'Sportsbet',
  tab: 'TAB',
  neds: 'Neds',
};

/** Every book the app knows by name, once each, alphabetically: the suggestions where a person types a book. */
export const KNOWN_BOOKMAKERS: readonly string[] = [...new Set(Object.values(BOOKMAKER_NAMES))].sort((a, b) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

/** `williamhill` → `William Hill`; an unknown key title-cased, never shown raw. */
export function bookmakerName(key: string): string {
  const known = BOOKMAKER_NAMES[key.trim().toLowerCase()];
  if (known) return known;
  return key
    .trim()
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
