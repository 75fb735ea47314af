import { describe, expect, it } from 'vitest';
import { parseFootballDataDate, readFootballData } from '../../src/modules/history/readers/football-data';

// Two rows in the 2024/25 layout (Avg/Max/PS with closing C columns) and the 2015/16 layout (BbAv/BbMx).
const modern = `Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,PSH,PSD,PSA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,PSCH,PSCD,PSCA,MaxCH,MaxCD,MaxCA,AvgCH,AvgCD,AvgCA
E0,16/08/2024,20:00,Man United,Fulham,1,0,H,1.60,4.40,5.40,1.65,4.50,5.60,1.58,4.25,5.25,1.62,4.30,5.20,1.67,4.50,5.50,1.59,4.21,5.17
E0,17/08/2024,12:30,Ipswich,Liverpool,,,,3.90,4.00,1.90,4.00,4.10,1.95,3.80,3.90,1.88,,,,,,,,,
`;
const legacy = `Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,BbMxH,BbMxD,BbMxA,BbAvH,BbAvD,BbAvA,PSH,PSD,PSA
SP1,21/08/15,Malaga,Sevilla,0,0,D,3.20,3.40,2.50,3.05,3.25,2.40,3.15,3.35,2.45
SP1,bad-date,Ath Madrid,Las Palmas,1,0,H,,,,,,,,,
`;

describe('the football-data.co.uk reader', () => {
  it('reads results, opening and closing prices by column name', () => {
    const { matches, skipped } = readFootballData(modern);
    expect(matches).toHaveLength(1);
    const [match] = matches;
    expect(match).toMatchObject({
      league: 'Premier League',
      home: 'Man United',
      away: 'Fulham',
      homeScore: 1,
      awayScore: 0,
    });
    expect(match?.date.toISOString()).toBe('2024-08-16T20:00:00.000Z');
    expect(match?.prices.opening).toEqual({
      average: { home: 1.58, draw: 4.25, away: 5.25 },
      max: { home: 1.65, draw: 4.5, away: 5.6 },
      sharp: { home: 1.6, draw: 4.4, away: 5.4 },
    });
    expect(match?.prices.closing?.sharp).toEqual({ home: 1.62, draw: 4.3, away: 5.2 });
    expect(skipped).toEqual([{ line: 3, reason: 'missing final score' }]);
  });

  it('reads the pre-2019 layout with two-digit years and no closing prices', () => {
    const { matches, skipped } = readFootballData(legacy);
    expect(matches[0]).toMatchObject({ league: 'La Liga', homeScore: 0, awayScore: 0 });
    expect(matches[0]?.date.toISOString()).toBe('2015-08-21T15:00:00.000Z');
    expect(matches[0]?.prices.opening?.max).toEqual({ home: 3.2, draw: 3.4, away: 2.5 });
    expect(matches[0]?.prices.closing).toBeUndefined();
    expect(skipped).toEqual([{ line: 3, reason: "unreadable date 'bad-date'" }]);
  });

  it('refuses impossible dates', () => {
    expect(parseFootballDataDate('31/13/2024')).toBeUndefined();
    expect(parseFootballDataDate('30/02/2024')).toBeUndefined();
    expect(parseFootballDataDate('2024-08-16')).toBeUndefined();
    expect(parseFootballDataDate('29/02/24')?.toISOString()).toBe('2024-02-29T15:00:00.000Z');
  });
});
