import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NBA_TEAMS } from '../../src/modules/danyscore/nba-teams';

/** A scripted answer; `body` is sent as JSON unless it is a string. */
export interface FakeBdlReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client's timeout has to end the request). */
  hang?: boolean;
}

export interface RecordedBdlRequest {
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
  at: number;
}

/** Players per team in the fake league: ids `teamId * 100 + n`. */
export const FAKE_PLAYERS_PER_TEAM = 3;

const team = (t: (typeof NBA_TEAMS)[number]) => ({
  id: t.id,
  conference: t.conference,
  division: t.division,
  city: t.name.split(' ').slice(0, -1).join(' '),
  name: t.name.split(' ').at(-1),
  full_name: t.name,
  abbreviation: t.abbreviation,
});

/** Team `id` wins 20 + id games; everyone plays 82 (so Washington, id 30, leads the league). */
export const fakeWins = (teamId: number) => 20 + teamId;

function fakeStandings(season: number) {
  return NBA_TEAMS.map((t) => ({
    team: team(t),
    wins: fakeWins(t.id),
    losses: 82 - fakeWins(t.id),
    conference_rank: null,
    division_rank: null,
    conference_record: '30-22',
    season,
  }));
}

const fakePlayers = () =>
  NBA_TEAMS.flatMap((t) =>
    Array.from({ length: FAKE_PLAYERS_PER_TEAM }, (_, i) => ({
      id: t.id * 100 + i + 1,
      first_name: `P${i + 1}`,
      last_name: t.abbreviation,
      position: 'G',
      team: team(t),
    })),
  );

/** Averages that grow with the player number within the team: player 1 plays 36:30 and scores 20. */
export function fakeAverage(playerId: number, season: number) {
  const n = playerId % 100;
  return {
    player_id: playerId,
    season,
    games_played: 40,
    min: `${37 - n * 1}:30`,
    pts: 22 - n * 2,
    reb: 6,
    ast: 4,
    stl: 1,
    blk: 0.5,
    turnover: 2,
    fg_pct: 0.48,
    fg3_pct: 0.36,
    ft_pct: 0.8,
  };
}

/**
 * A fake of balldontlie's NBA API on loopback: 30 teams, 3 active players each, standings, season
 * averages for the asked `player_ids[]`, and one injury (Boston's first player is Out). Lists are
 * cursor-paginated with `pageSize` items a page whatever `per_page` asks (to exercise pagination).
 * `reply` queues one-off answers per path before the default ones.
 */
export async function startFakeBalldontlie(options: { pageSize?: number } = {}) {
  const pageSize = options.pageSize ?? 40;
  const requests: RecordedBdlRequest[] = [];
  const queued = new Map<string, FakeBdlReply[]>();
  const hanging = new Set<ServerResponse>();

  function listOf(path: string, params: URLSearchParams): unknown[] | undefined {
    const season = Number(params.get('season') ?? 2024);
    switch (path) {
      case '/nba/v1/teams':
        // Historic franchises too, as the real API lists them, with blank conferences.
        return [
          ...NBA_TEAMS.map(team),
          {
            id: 37,
            conference: ' ',
            division: ' ',
            city: 'Chicago',
            name: 'Stags',
            full_name: 'Chicago Stags',
            abbreviation: 'CHS',
          },
        ];
      case '/nba/v1/standings':
        return fakeStandings(season);
      case '/nba/v1/players/active':
        return fakePlayers();
      case '/nba/v1/season_averages':
        return params.getAll('player_ids[]').map((id) => fakeAverage(Number(id), season));
      case '/nba/v1/player_injuries':
        return [{ player: { id: 201 }, status: 'Out', return_date: 'Dec 1', description: 'Ankle' }];
      default:
        return undefined;
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({
      path: url.pathname,
      params: url.searchParams,
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    const reply = queued.get(url.pathname)?.shift();
    if (reply?.hang) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (reply) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}));
      return;
    }
    const list = listOf(url.pathname, url.searchParams);
    if (!list) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"not found"}');
      return;
    }
    const cursor = Number(url.searchParams.get('cursor') ?? 0);
    const page = list.slice(cursor, cursor + pageSize);
    const next = cursor + pageSize < list.length ? cursor + pageSize : null;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: page, meta: { next_cursor: next, per_page: pageSize } }));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(path: string, ...replies: FakeBdlReply[]) {
      queued.set(path, [...(queued.get(path) ?? []), ...replies]);
    },
    reset() {
      queued.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeBalldontlie = Awaited<ReturnType<typeof startFakeBalldontlie>>;
