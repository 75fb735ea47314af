import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_FAILED_MESSAGE, decodeCsv, fetchCsv } from '../../src/modules/history/import/fetch-csv';
import type { ResolveHost } from '../../src/lib/public-address';

// Every request of this file goes to loopback: "public" names reach the fake through an injected resolver.
let server: Server;
let port: number;
let closedPort: number;
let connections = 0;

const PUBLIC_NAME = 'csv.example';
const toFake: ResolveHost = async (hostname) => {
  if (hostname === PUBLIC_NAME || hostname === 'mirror.example') return ['127.0.0.1'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};
const at = (path: string, host = PUBLIC_NAME) => `http://${host}:${port}${path}`;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/slow.csv') return; // never answers
    if (url === '/ok.csv') return void response.end('HomeTeam,AwayTeam\nArsenal,Chelsea\n');
    if (url === '/big.csv') return void response.end('x'.repeat(2048));
    if (url === '/latin1.csv') return void response.end(Buffer.from('HomeTeam\nM\xfcnster\n', 'latin1'));
    if (url === '/to-mirror')
      return void response.writeHead(302, { location: at('/ok.csv', 'mirror.example') }).end();
    if (url === '/to-loopback')
      return void response.writeHead(301, { location: `http://127.0.0.1:${port}/ok.csv` }).end();
    if (url === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    response.writeHead(url === '/broken.csv' ? 500 : 404).end();
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const failure = (url: string, options: Parameters<typeof fetchCsv>[1] = {}) =>
  fetchCsv(url, { resolveHost: toFake, ...options }).then(
    () => undefined,
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );

describe('downloading a history CSV', () => {
  it('downloads from a public host, following a redirect to another public host', async () => {
    expect(await fetchCsv(at('/ok.csv'), { resolveHost: toFake })).toBe(
      'HomeTeam,AwayTeam\nArsenal,Chelsea\n',
    );
    expect(await fetchCsv(at('/to-mirror'), { resolveHost: toFake })).toContain('Arsenal');
  });

  it('answers every failure with the same code and text, whatever the target did', async () => {
    const outcomes = {
      'a loopback literal': await failure(`http://127.0.0.1:${port}/ok.csv`),
      'a name with no DNS answer': await failure(at('/ok.csv', 'nowhere.example')),
      'a refused connection': await failure(`http://${PUBLIC_NAME}:${closedPort}/ok.csv`),
      'a timeout': await failure(at('/slow.csv'), { timeoutMs: 200 }),
      'a 404': await failure(at('/missing.csv')),
      'a 500': await failure(at('/broken.csv')),
      'a redirect to loopback': await failure(at('/to-loopback')),
      'endless redirects': await failure(at('/loop')),
    };
    for (const [name, outcome] of Object.entries(outcomes)) {
      expect(outcome, name).toEqual({ code: 'VALIDATION_ERROR', message: DOWNLOAD_FAILED_MESSAGE });
    }
  });

  it('refuses loopback and unspecified literal addresses in every spelling without connecting', async () => {
    const before = connections;
    let lookups = 0;
    const spy: ResolveHost = async (hostname) => {
      lookups += 1;
      return toFake(hostname);
    };
    for (const host of [
      '127.0.0.1',
      '127.9.9.9',
      '2130706433',
      '0x7f.1',
      '0.0.0.0',
      '[::1]',
      '[::]',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(await failure(`http://${host}:${port}/ok.csv`, { resolveHost: spy }), host).toMatchObject({
        message: DOWNLOAD_FAILED_MESSAGE,
      });
    }
    expect(lookups).toBe(0);
    expect(connections).toBe(before);
  });

  it('refuses a name that resolves to loopback with the default resolver, without connecting', async () => {
    const before = connections;
    await expect(fetchCsv(`http://localhost:${port}/ok.csv`)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: DOWNLOAD_FAILED_MESSAGE,
    });
    expect(connections).toBe(before);
  });

  it('refuses anything but http(s), and a body over the size bound', async () => {
    await expect(fetchCsv('file:///etc/passwd')).rejects.toMatchObject({ message: /Only http\(s\) URLs/ });
    await expect(fetchCsv(at('/big.csv'), { maxBytes: 1024, resolveHost: toFake })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('reads Windows-1252 files as well as UTF-8', async () => {
    expect(await fetchCsv(at('/latin1.csv'), { resolveHost: toFake })).toBe('HomeTeam\nMünster\n');
    expect(decodeCsv(new TextEncoder().encode('Preußen Münster'))).toBe('Preußen Münster');
  });
});
