import { invalid } from './app-error';

/**
 * Where a page of the admin list ends: the last pick's time to the microsecond (a JavaScript Date
 * keeps milliseconds only, and a coarser time would skip picks made in the same millisecond) and id.
 */
export interface PickCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ` */
  timestamp: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `nextCursor` of a page: opaque to clients (base64url of the last pick's time and id). */
export function encodePickCursor(cursor: PickCursor): string {
  return Buffer.from(`${cursor.timestamp}|${cursor.id}`, 'utf8').toString('base64url');
}

const badCursor = () =>
  invalid(
    'invalid_cursor',
    'querystring.cursor',
    'The cursor is not one this list gave (use the nextCursor of the previous page, or no cursor for the first page)',
  );

/** The cursor a client sent back, checked: anything this list did not give is a 400, never a guess. */
export function decodePickCursor(text: string): PickCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw badCursor();
  const [timestamp = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CURSOR_TIME.test(timestamp) || !UUID.test(id)) throw badCursor();
  if (Number.isNaN(Date.parse(timestamp))) throw badCursor();
  return { timestamp, id };
}
