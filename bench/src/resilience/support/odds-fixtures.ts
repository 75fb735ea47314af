// A small market in The Odds API's shape for the fake provider: a few upcoming games per sport,
// priced by a sharp book and two soft ones.
import { bookmaker, fullMarkets, oddsEvent } from '../../../../apps/server/test/helpers/odds-api-fixtures';

const HOUR_MS = 3_600_000;

export function oddsFixtures(sportKey: string, games = 3) {
  const now = new Date();
  return Array.from({ length: games }, (_, n) => {
    const home = `${sportKey} Home ${n}`;
    const away = `${sportKey} Away ${n}`;
    const isSoccer = sportKey.startsWith('soccer_');
    const prices = (shift: number) => ({
      home: 2.1 + shift,
      away: 1.9 - shift / 2,
      ...(isSoccer ? { draw: 3.4 } : {}),
      spread: 1.5,
      total: isSoccer ? 2.5 : 220.5,
    });
    return oddsEvent({
      id: `${sportKey}-resilience-${n}`,
      sportKey,
      start: new Date(now.getTime() + (24 + n) * HOUR_MS),
      home,
      away,
      bookmakers: [
        bookmaker('pinnacle', now, fullMarkets(home, away, prices(0))),
        bookmaker('betfair_ex_eu', now, fullMarkets(home, away, prices(0.05))),
        bookmaker('draftkings', now, fullMarkets(home, away, prices(0.25))),
      ],
    });
  });
}
