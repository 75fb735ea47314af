import { describe, expect, it } from 'vitest';
import { detectFormat, readHistory } from '../../src/modules/history/readers/detect';
import { moneyline } from '../../src/modules/history/readers/us-sports';

const oddsportal = `date,season_type,neutral,team_1,team_2,points_1,points_2,moneyline_1,moneyline_2,game_url,season
24 Oct 2023,Regular,0,Denver Nuggets,Los Angeles Lakers,119,107,-270,+219,https://x/1,2023-2024
25 Oct 2023,Pre-season,0,Utah Jazz,Sacramento Kings,100,99,-110,-110,https://x/2,2023-2024
26 Oct 2023,Regular,1,Brooklyn Nets,Boston Celtics,100,110,+150,-180,https://x/3,2023-2024
27 Oct 2023,Play Offs,0,Boston Celtics,Miami Heat,,,-200,+170,https://x/4,2023-2024
`;
const nflverse = `game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score,location,away_moneyline,home_moneyline
2023_01_DET_KC,2023,REG,1,2023-09-07,20:20,DET,21,KC,20,Home,160,-192
2023_05_JAX_BUF,2023,REG,5,2023-10-08,09:30,JAX,25,BUF,20,Neutral,180,-218
`;
const sbr = `season,Date,Rot,VH,Team,Pitcher,Final,Open,Close
2014,322,993,V,LOS,CKERSHAW-L,3,-170,-170
2014,322,994,H,ARI,WMILEY-L,1,150,150
2014,1003,995,V,SFO,X,2,,
`;

describe('US-sports history readers', () => {
  it('detects each layout from its header', () => {
    expect(detectFormat(oddsportal)).toBe('oddsportal');
    expect(detectFormat(nflverse)).toBe('nflverse');
    expect(detectFormat(sbr)).toBe('sbr-mlb');
    expect(() => readHistory('a,b\n1,2\n', 'nba', 'x.csv')).toThrow(/not a history format/);
  });

  it('reads OddsPortal games with team_1 at home and average closing moneylines', () => {
    const { matches, skipped } = readHistory(oddsportal, 'nba', 'nba.csv');
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      league: 'NBA',
      home: 'Denver Nuggets',
      away: 'Los Angeles Lakers',
      homeScore: 119,
    });
    expect(matches[0]?.prices.closing?.average?.home).toBeCloseTo(1 + 100 / 270, 9);
    expect(matches[0]?.prices.closing?.average?.away).toBeCloseTo(3.19, 9);
    expect(skipped.map((s) => s.reason)).toEqual(['neutral site', 'missing team or score']);
  });

  it('reads nflverse closing moneylines and leaves out neutral sites', () => {
    const { matches, skipped } = readHistory(nflverse, 'nfl', 'games.csv');
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ home: 'KC', away: 'DET', homeScore: 20, awayScore: 21 });
    expect(matches[0]?.date.toISOString()).toBe('2023-09-07T20:20:00.000Z');
    expect(skipped).toEqual([{ line: 3, reason: 'neutral site' }]);
  });

  it('pairs SBR MLB rows into games with opening and closing moneylines', () => {
    const { matches, skipped } = readHistory(sbr, 'mlb', 'mlb.csv');
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ home: 'ARI', away: 'LOS', homeScore: 1, awayScore: 3 });
    expect(matches[0]?.date.toISOString()).toBe('2014-03-22T23:00:00.000Z');
    expect(matches[0]?.prices.closing?.average).toEqual({ home: 2.5, away: 1 + 100 / 170 });
    expect(skipped).toEqual([{ line: 4, reason: 'a row without its pair' }]);
  });

  it('treats a missing or impossible moneyline as absent', () => {
    expect(moneyline('-')).toBeUndefined();
    expect(moneyline('')).toBeUndefined();
    expect(moneyline('50')).toBeUndefined();
    expect(moneyline('+100')).toBe(2);
  });
});
