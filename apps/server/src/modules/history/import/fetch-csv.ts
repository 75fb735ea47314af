import { HISTORY_IMPORT_MAX_BYTES } from '@arcade/contracts';
import { AppError } from '../../../lib/app-error';

export const FETCH_TIMEOUT_MS = 30_000;

/**
 * CSV bytes as text: UTF-8 (a BOM is dropped by the reader), or Windows-1252 for the older
 * football-data files that are not valid UTF-8.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  return utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

function tooLarge(url: string): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `${url} is larger than ${HISTORY_IMPORT_MAX_BYTES / 1024 / 1024} MB; import it in parts`,
  );
}

async function readCapped(url: string, response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(url);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw tooLarge(url);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  return cause ?? (error instanceof Error ? error.message : String(error));
}

/** Downloads a CSV from an http(s) URL, with a timeout and a size bound; any failure says which. */
export async function fetchCsv(
  url: string,
  { timeoutMs = FETCH_TIMEOUT_MS, maxBytes = HISTORY_IMPORT_MAX_BYTES } = {},
): Promise<string> {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new AppError('VALIDATION_ERROR', `Only http(s) URLs can be imported, not '${url}'`);
  }
  try {
    const response = await fetch(parsed, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError(
        'VALIDATION_ERROR',
        `Downloading ${url} failed: the server answered HTTP ${response.status}`,
      );
    }
    return decodeCsv(await readCapped(url, response, maxBytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_ERROR', `Downloading ${url} failed: ${reasonOf(error, timeoutMs)}`, {
      cause: error,
    });
  }
}
