import { MeResponseSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { errorCodeMessage, getErrorMessage } from '@/lib/error-message';
import { changeLanguage } from '@/lib/i18n';
import { getQueryFn } from '@/lib/query-client';
import { jsonResponse, makeUser } from '@test/helpers';

function respondWith(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  beforeAll(() => changeLanguage('es'));
  afterAll(() => changeLanguage('es'));

  it('sends credentials and a JSON body, and parses the response with the given schema', async () => {
    const user = makeUser();
    const fetchMock = respondWith(jsonResponse({ user }));
    const result = await apiRequest('/api/auth/login', MeResponseSchema, {
      method: 'POST',
      body: { email: user.email, password: 'secret1' },
    });
    expect(result.user).toEqual(user);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/login');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ email: user.email, password: 'secret1' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a 401 into the translated login message', async () => {
    respondWith(jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'no session' } }, 401));
    const error = await captureError(apiRequest('/api/picks', MeResponseSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Debes iniciar sesión para realizar esta acción');
    expect((error as ApiError).status).toBe(401);

    await changeLanguage('en');
    respondWith(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const english = await captureError(apiRequest('/api/picks', MeResponseSchema));
    expect((english as ApiError).message).toBe('You must log in to perform this action');
    await changeLanguage('es');
  });

  it('returns null on a 401 when asked to', async () => {
    respondWith(new Response('', { status: 401 }));
    await expect(apiRequest('/api/auth/me', MeResponseSchema, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('uses "status: body" for other failures', async () => {
    respondWith(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    const error = await captureError(apiRequest('/api/picks', MeResponseSchema));
    expect((error as ApiError).message).toBe('500: boom');
    expect((error as ApiError).code).toBeUndefined();
  });

  it('falls back to the status text when the body is empty', async () => {
    respondWith(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await captureError(apiRequest('/api/picks', MeResponseSchema));
    expect((error as ApiError).message).toBe('503: Service Unavailable');
  });

  it('exposes the code and server message of our JSON error shape', async () => {
    const body = { error: { code: 'CONFLICT', message: 'Email already registered' } };
    respondWith(jsonResponse(body, 409));
    const error = (await captureError(apiRequest('/api/auth/signup', MeResponseSchema))) as ApiError;
    expect(error.code).toBe('CONFLICT');
    expect(error.serverMessage).toBe('Email already registered');
    expect(error.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(getErrorMessage(error)).toBe(errorCodeMessage('CONFLICT'));
    expect(getErrorMessage(error)).toBe('Ese dato ya existe o cambió mientras tanto');
  });

  it('throws when a successful response does not match the schema', async () => {
    respondWith(jsonResponse({ user: { id: 1 } }));
    await expect(apiRequest('/api/auth/me', MeResponseSchema)).rejects.toThrow();
  });

  it('builds the default query path from the key segments joined with "/"', async () => {
    const fetchMock = respondWith(jsonResponse({ ok: true }));
    const queryFn = getQueryFn();
    const result = await queryFn({
      queryKey: ['/api/admin/picks', 42, 'analysis'],
      signal: new AbortController().signal,
      meta: undefined,
      client: undefined as never,
    } as never);
    expect(result).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/picks/42/analysis');
  });
});

describe('api client language', () => {
  afterAll(() => changeLanguage('es'));

  it('sends the interface language as Accept-Language on every request', async () => {
    await changeLanguage('es');
    const fetchMock = respondWith(jsonResponse({ user: makeUser() }));
    await apiRequest('/api/auth/me', MeResponseSchema);
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['Accept-Language']).toBe('es');

    await changeLanguage('en');
    const english = respondWith(jsonResponse({ user: makeUser() }));
    await apiRequest('/api/auth/me', MeResponseSchema);
    expect((english.mock.calls[0]?.[1]?.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });
});

describe('a refusal with facts beside its reason', () => {
  afterAll(() => changeLanguage('es'));

  const offMarket = new ApiError({
    status: 400,
    message: 'x',
    code: 'VALIDATION_ERROR',
    reason: 'price_off_market',
    serverMessage: 'Price off the market',
    details: { bestOdds: '2.05', bookmaker: 'williamhill', ceiling: 2.25 },
  });

  it('shows the prices (sent as text or number) and the book as the app shows them elsewhere, in each language', async () => {
    await changeLanguage('es');
    expect(getErrorMessage(offMarket)).toBe(
      'Ninguna casa ofrece ese precio: está más de un 10 % por encima de la mejor cuota del feed (2,05 en William Hill). Como mucho 2,25.',
    );
    await changeLanguage('en');
    expect(getErrorMessage(offMarket)).toBe(
      "No book offers that price: it is more than 10% above the feed's best (2.05 at William Hill). At most 2.25.",
    );
  });
});
