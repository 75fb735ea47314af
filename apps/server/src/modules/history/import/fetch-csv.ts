import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { HISTORY_IMPORT_MAX_BYTES } from '@arcade/contracts';
import { AppError } from '../../../lib/app-error';
import {
  isPublicAddress,
  literalAddress,
  lookupThrough,
  publicHostResolver,
  type ResolveHost,
} from '../../../lib/public-address';

const FETCH_TIMEOUT_MS = 30_000;

/**
 * CSV bytes as text: UTF-8 (a BOM is dropped by the reader), or Windows-1252 for the older
 * football-data files that are not valid UTF-8.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  return utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

/**
 * Every download failure answers this, whatever happened (an address refused, no DNS answer, a
 * refused connection, a timeout, a status other than 200): a different text per target would let an
 * admin account map the network behind the server. The real reason goes to the log, as the cause.
 */
export const DOWNLOAD_FAILED_MESSAGE =
  'The CSV could not be downloaded: give a public http(s) address that answers 200 with the file';
const MAX_REDIRECTS = 3;

class DownloadError extends Error {
  override name = 'DownloadError';
}

function tooLarge(url: string): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `${url} is larger than ${HISTORY_IMPORT_MAX_BYTES / 1024 / 1024} MB; import it in parts`,
    { reason: 'import_file_too_large', details: { maxMegabytes: HISTORY_IMPORT_MAX_BYTES / 1024 / 1024 } },
  );
}

async function readCapped(url: string, response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(url);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(url);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Connects only where `resolveHost` allows: an IP literal is checked here (Node connects to a literal
 * without a lookup), a name through the lookup the socket uses, so the address checked is the address
 * connected to (no second resolution for a rebinding DNS server to change).
 */
function requestOnce(url: URL, resolveHost: ResolveHost, signal: AbortSignal): Promise<IncomingMessage> {
  const literal = literalAddress(url.hostname);
  if (literal !== undefined && !isPublicAddress(literal)) {
    return Promise.reject(new DownloadError(`${literal} is not a public address`));
  }
  const lookup = lookupThrough(resolveHost);
  const send: typeof httpRequest = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      lookup,
      signal,
      headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'arcade-valuebets-import' },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

function isHttp(url: URL | undefined): url is URL {
  return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:');
}

/** Follows up to three redirects, each target checked again like the first. */
async function download(url: URL, resolveHost: ResolveHost, signal: AbortSignal, maxBytes: number) {
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const response = await requestOnce(current, resolveHost, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location !== undefined) {
      response.resume();
      const next = URL.canParse(location, current.href) ? new URL(location, current) : undefined;
      if (hop >= MAX_REDIRECTS || !isHttp(next)) throw new DownloadError(`redirect ${status} to ${location}`);
      current = next;
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new DownloadError(`HTTP ${status} from ${current.href}`);
    }
    return decodeCsv(await readCapped(url.href, response, maxBytes));
  }
}

interface FetchCsvOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Which addresses a host name may reach; public ones only unless a test says otherwise. */
  resolveHost?: ResolveHost;
}

/**
 * Downloads a CSV from a public http(s) URL, with a timeout, a size bound and at most three redirects.
 * Every failure to get the file answers the same VALIDATION_ERROR text (the reason is its cause);
 * only a file over the size bound says so.
 */
export async function fetchCsv(
  url: string,
  { timeoutMs = FETCH_TIMEOUT_MS, maxBytes = HISTORY_IMPORT_MAX_BYTES, resolveHost }: FetchCsvOptions = {},
): Promise<string> {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!isHttp(parsed)) {
    throw new AppError('VALIDATION_ERROR', `Only http(s) URLs can be imported, not '${url}'`, {
      reason: 'import_bad_url',
    });
  }
  try {
    return await download(
      parsed,
      resolveHost ?? publicHostResolver(),
      AbortSignal.timeout(timeoutMs),
      maxBytes,
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_ERROR', DOWNLOAD_FAILED_MESSAGE, {
      reason: 'import_download_failed',
      cause: error,
    });
  }
}
