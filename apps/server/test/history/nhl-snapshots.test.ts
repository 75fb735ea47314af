import { describe, expect, it } from 'vitest';
import { easternDay, joinNhlSnapshots } from '../../src/modules/history/readers/nhl-snapshots';

const header =
  'date,sport,game_id,commence_time,home_team,away_team,bookmaker,ml_home,ml_away,spread_home,spread_home_odds,spread_away,spread_away_odds,total_line,total_over_odds,total_under_odds';
const snap = (
  day: string,
  id: string,
  commence: string,
  home: string,
  away: string,
  book: string,
  mlHome: string,
  mlAway: string,
) =>
  `${day},NHL,${id},${commence},${home},${away},${book},${mlHome},${mlAway},-1.5,150,1.5,-178,6.5,-105,-115`;

const opHeader =
  'date,season_type,neutral,team_1,team_2,points_1,points_2,moneyline_1,moneyline_2,game_url,season';
const op = (day: string, type: string, home: string, away: string, score: string, ml: string, url: string) =>
  `${day},${type},0,${home},${away},${score},${ml},https://op/${url},2023-2024`;

const oddsPortal = [
  opHeader,
  op('10 Oct 2023', 'Regular', 'Tampa Bay Lightning', 'Nashville Predators', '5,3', '-150,+130', 'tbl-nsh'),
  op('10 Oct 2023', 'Regular', 'Pittsburgh Penguins', 'Chicago Blackhawks', '2,4', '-240,+200', 'pit-chi'),
  op('11 Oct 2023', 'Regular', 'Pittsburgh Penguins', 'Chicago Blackhawks', '1,0', '-300,+250', 'pit-chi-2'),
  op('12 Oct 2023', 'Regular', 'Montreal Canadiens', 'St. Louis Blues', '3,2', '+110,-130', 'mtl-stl'),
  op('14 Oct 2023', 'Regular', 'Ottawa Senators', 'Philadelphia Flyers', '5,2', '-180,+155', 'ott-phi'),
  op('15 Oct 2023', 'Regular', 'Boston Bruins', 'Anaheim Ducks', '3,1', '-200,+170', 'bos-ana'),
  op('16 Oct 2023', 'Regular', 'Dallas Stars', 'Seattle Kraken', '2,1', '-140,+120', 'dal-sea'),
  op('18 Nov 2023', 'Regular', 'Ottawa Senators', 'Minnesota Wild', '1,2', '-110,-110', 'ott-min'),
  op('20 Oct 2023', 'Regular', 'Calgary Flames', 'Winnipeg Jets', '2,3', '-120,+100', 'cgy-wpg'),
  op('08 May 2024', 'Play Offs', 'Vancouver Canucks', 'Edmonton Oilers', '5,4', ',', 'van-edm'),
].join('\n');

const decimal = (american: number) => (american > 0 ? 1 + american / 100 : 1 + 100 / -american);

function join(...rows: string[]) {
  return joinNhlSnapshots([header, ...rows].join('\n'), oddsPortal);
}

describe('joinNhlSnapshots (Odds API noon snapshots × OddsPortal results)', () => {
  it('joins a game on its day and teams: average and best of the two books, OddsPortal close', () => {
    const result = join(
      snap(
        '2023-10-10',
        'g1',
        '2023-10-10T23:30:00Z',
        'Tampa Bay Lightning',
        'Nashville Predators',
        'caesars',
        '-160',
        '135',
      ),
      snap(
        '2023-10-10',
        'g1',
        '2023-10-10T23:30:00Z',
        'Tampa Bay Lightning',
        'Nashville Predators',
        'betmgm',
        '-150',
        '125',
      ),
    );
    expect(result.unmatched).toEqual([]);
    expect(result.matches).toHaveLength(1);
    const [match] = result.matches;
    expect(match).toMatchObject({
      id: 'oddsportal:https://op/tbl-nsh',
      league: 'NHL',
      home: 'Tampa Bay Lightning',
      away: 'Nashville Predators',
      homeScore: 5,
      awayScore: 3,
    });
    expect(match?.date.toISOString()).toBe('2023-10-10T23:00:00.000Z');
    const opening = match?.prices.opening;
    expect(opening?.average?.home).toBeCloseTo((decimal(-160) + decimal(-150)) / 2, 12);
    expect(opening?.average?.away).toBeCloseTo((decimal(135) + decimal(125)) / 2, 12);
    expect(opening?.max).toEqual({ home: decimal(-150), away: decimal(135) });
    expect(match?.prices.closing?.average?.home).toBeCloseTo(decimal(-150), 12);
    expect(match?.prices.closing?.average?.away).toBeCloseTo(2.3, 12);
    expect(result).toMatchObject({ oneBook: 0, earlierDay: 0, withoutClose: 0 });
  });

  it("names teams through the NHL aliases (Odds API's 'Montréal Canadiens', 'St Louis Blues')", () => {
    const result = join(
      snap(
        '2023-10-12',
        'g2',
        '2023-10-12T23:00:00Z',
        'Montréal Canadiens',
        'St Louis Blues',
        'betmgm',
        '105',
        '-125',
      ),
      snap(
        '2023-10-12',
        'g2',
        '2023-10-12T23:00:00Z',
        'Montréal Canadiens',
        'St Louis Blues',
        'caesars',
        '110',
        '-130',
      ),
    );
    expect(result.unmatched).toEqual([]);
    expect(result.matches.map((m) => [m.home, m.away, m.homeScore])).toEqual([
      ['Montreal Canadiens', 'St. Louis Blues', 3],
    ]);
  });

  it('dates a 00:00Z puck drop on the US evening before (OddsPortal’s day), not on the UTC day', () => {
    expect(easternDay(new Date('2023-10-11T00:00:00Z'))).toBe('2023-10-10');
    expect(easternDay(new Date('2024-03-10T03:30:00Z'))).toBe('2024-03-09');
    expect(easternDay(new Date('2023-11-16T19:00:00Z'))).toBe('2023-11-16');
    const result = join(
      snap(
        '2023-10-10',
        'g3',
        '2023-10-11T00:00:00Z',
        'Pittsburgh Penguins',
        'Chicago Blackhawks',
        'caesars',
        '-250',
        '205',
      ),
      snap(
        '2023-10-10',
        'g3',
        '2023-10-11T00:00:00Z',
        'Pittsburgh Penguins',
        'Chicago Blackhawks',
        'betmgm',
        '-250',
        '195',
      ),
    );
    expect(result.unmatched).toEqual([]);
    expect(result.matches.map((m) => [m.id, m.homeScore, m.awayScore])).toEqual([
      ['oddsportal:https://op/pit-chi', 2, 4],
    ]);
  });

  it('reports a snapshot game without a result, and one with home and away swapped, never joining them', () => {
    const result = join(
      snap(
        '2024-01-17',
        'g4',
        '2024-01-18T00:30:00Z',
        'Buffalo Sabres',
        'Chicago Blackhawks',
        'betmgm',
        '-300',
        '240',
      ),
      snap(
        '2023-10-20',
        'g5',
        '2023-10-21T01:00:00Z',
        'Winnipeg Jets',
        'Calgary Flames',
        'betmgm',
        '-110',
        '-110',
      ),
      snap(
        '2023-10-20',
        'g6',
        '2023-10-21T01:00:00Z',
        'Arizona Coyotes',
        'Utah Jazz',
        'betmgm',
        '-110',
        '-110',
      ),
    );
    expect(result.matches).toEqual([]);
    expect(result.unmatched).toEqual([
      {
        line: 2,
        reason: 'no OddsPortal result for Buffalo Sabres v Chicago Blackhawks on 2024-01-17 (US Eastern)',
      },
      {
        line: 3,
        reason:
          'OddsPortal has Calgary Flames at home to Winnipeg Jets on 2023-10-20 (home and away swapped)',
      },
      { line: 4, reason: "no NHL alias for 'Utah Jazz'" },
    ]);
  });

  it('prices a game with one complete book from that book alone, and reports a game with none', () => {
    const result = join(
      snap(
        '2023-10-15',
        'g7',
        '2023-10-15T23:00:00Z',
        'Boston Bruins',
        'Anaheim Ducks',
        'caesars',
        '-210',
        '',
      ),
      snap(
        '2023-10-15',
        'g7',
        '2023-10-15T23:00:00Z',
        'Boston Bruins',
        'Anaheim Ducks',
        'betmgm',
        '-200',
        '170',
      ),
      snap(
        '2023-10-16',
        'g8',
        '2023-10-17T00:00:00Z',
        'Dallas Stars',
        'Seattle Kraken',
        'caesars',
        '-',
        '120',
      ),
      snap('2023-10-16', 'g8', '2023-10-17T00:00:00Z', 'Dallas Stars', 'Seattle Kraken', 'betmgm', '', ''),
    );
    expect(result.matches).toHaveLength(1);
    const one = { home: decimal(-200), away: decimal(170) };
    expect(result.matches[0]?.prices.opening).toEqual({ average: one, max: one });
    expect(result.oneBook).toBe(1);
    expect(result.unmatched).toEqual([
      { line: 4, reason: 'no complete moneyline in any snapshot before the start' },
    ]);
  });

  it('bets the latest snapshot taken before the start (17:00Z), never an in-play one', () => {
    const result = join(
      // 13:00 EDT = 17:00Z: the game-day snapshot is at the start, so the day before's is the price.
      snap(
        '2023-10-13',
        'g9',
        '2023-10-14T17:00:00Z',
        'Ottawa Senators',
        'Philadelphia Flyers',
        'betmgm',
        '-185',
        '150',
      ),
      snap(
        '2023-10-14',
        'g9',
        '2023-10-14T17:00:00Z',
        'Ottawa Senators',
        'Philadelphia Flyers',
        'betmgm',
        '-400',
        '300',
      ),
      // 11:15 EST: every snapshot was taken after the puck drop.
      snap(
        '2023-11-18',
        'g10',
        '2023-11-18T16:15:16Z',
        'Ottawa Senators',
        'Minnesota Wild',
        'betmgm',
        '-105',
        '-120',
      ),
      // Two days of snapshots before an evening game: the game day's is the one a daily service bets.
      snap(
        '2023-10-09',
        'g11',
        '2023-10-10T23:30:00Z',
        'Tampa Bay Lightning',
        'Nashville Predators',
        'betmgm',
        '-120',
        '100',
      ),
      snap(
        '2023-10-10',
        'g11',
        '2023-10-10T23:30:00Z',
        'Tampa Bay Lightning',
        'Nashville Predators',
        'betmgm',
        '-160',
        '135',
      ),
    );
    expect(result.matches.map((m) => [m.id, m.prices.opening?.max?.home])).toEqual([
      ['oddsportal:https://op/tbl-nsh', decimal(-160)],
      ['oddsportal:https://op/ott-phi', decimal(-185)],
    ]);
    expect(result.earlierDay).toBe(1);
    expect(result.unmatched).toEqual([
      { line: 4, reason: 'no snapshot before the start (2023-11-18T16:15:16.000Z; snapshots at 17:00Z)' },
    ]);
  });

  it('joins a play-off game OddsPortal gives no closing moneyline, without a close', () => {
    const result = join(
      snap(
        '2024-05-08',
        'g12',
        '2024-05-09T02:00:00Z',
        'Vancouver Canucks',
        'Edmonton Oilers',
        'betmgm',
        '120',
        '-145',
      ),
    );
    expect(result.matches).toHaveLength(1);
    expect(result.matches[0]?.prices.closing).toBeUndefined();
    expect(result.withoutClose).toBe(1);
  });

  it('joins each OddsPortal game once and refuses a file that is not a snapshot file', () => {
    const result = join(
      snap(
        '2023-10-12',
        'a',
        '2023-10-12T23:00:00Z',
        'Montreal Canadiens',
        'St. Louis Blues',
        'betmgm',
        '105',
        '-125',
      ),
      snap(
        '2023-10-12',
        'b',
        '2023-10-12T23:10:00Z',
        'Montreal Canadiens',
        'St Louis Blues',
        'betmgm',
        '105',
        '-125',
      ),
      snap(
        '2023-13-12',
        'c',
        '2023-10-12T23:10:00Z',
        'Montreal Canadiens',
        'St Louis Blues',
        'betmgm',
        '105',
        '-125',
      ),
    );
    expect(result.matches).toHaveLength(1);
    expect(result.unmatched).toEqual([
      {
        line: 3,
        reason:
          'the OddsPortal game of Montreal Canadiens v St. Louis Blues on 2023-10-12 is already joined to snapshot game a',
      },
      { line: 4, reason: "unreadable snapshot date '2023-13-12'" },
    ]);
    expect(() => joinNhlSnapshots('date,home_team\n2023-10-10,X\n', oddsPortal)).toThrow(
      /no column 'game_id'/,
    );
  });
});
