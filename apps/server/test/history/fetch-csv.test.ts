import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsv, fetchCsv } from '../../src/modules/history/import/fetch-csv';

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow.csv') return; // never answers
    if (request.url === '/big.csv') return void response.end('x'.repeat(2048));
    if (request.url === '/latin1.csv')
      return void response.end(Buffer.from('HomeTeam\nM\xfcnster\n', 'latin1'));
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('downloading a history CSV', () => {
  it('gives up after the timeout and says so', async () => {
    await expect(fetchCsv(`${baseUrl}/slow.csv`, { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('no answer within 0.2 s'),
    });
  });

  it('refuses anything but http(s), and a body over the size bound', async () => {
    await expect(fetchCsv('file:///etc/passwd')).rejects.toMatchObject({ message: /Only http\(s\) URLs/ });
    await expect(fetchCsv(`${baseUrl}/big.csv`, { maxBytes: 1024 })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('names the status of a failed download', async () => {
    await expect(fetchCsv(`${baseUrl}/broken.csv`)).rejects.toMatchObject({
      message: expect.stringContaining('answered HTTP 500'),
    });
  });

  it('reads Windows-1252 files as well as UTF-8', async () => {
    expect(await fetchCsv(`${baseUrl}/latin1.csv`)).toBe('HomeTeam\nMünster\n');
    expect(decodeCsv(new TextEncoder().encode('Preußen Münster'))).toBe('Preußen Münster');
  });
});
