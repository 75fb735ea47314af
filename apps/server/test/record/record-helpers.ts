import { type RecordResponse, RecordResponseSchema } from '@arcade/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import type { NewPickRow } from '../../src/db/schema/index';
import { picksChanged } from '../../src/lib/changes';
import { createPick } from '../helpers/picks';

/** A published, graded pick written straight to the database, announced as any writer must. */
export async function gradedPick(
  db: Database,
  overrides: Partial<NewPickRow> & Pick<NewPickRow, 'result' | 'profit'>,
) {
  const row = await createPick(db, {
    status: 'published',
    eventStartTime: new Date('2026-01-01T12:00:00Z'),
    gradedAt: new Date('2026-01-01T15:00:00Z'),
    ...overrides,
  });
  picksChanged();
  return row;
}

/** GET /api/record with a query string, as `cookie`'s owner (a visitor without one); 200 expected. */
export async function recordOf(
  app: FastifyInstance,
  query = '',
  cookie?: string,
): Promise<{ record: RecordResponse; body: string }> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/record${query}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/record${query}: ${res.statusCode} ${res.body}`);
  return { record: RecordResponseSchema.parse(res.json()), body: res.body };
}
