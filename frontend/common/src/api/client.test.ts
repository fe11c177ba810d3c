import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiFetch, apiFetchConditional, apiRequest, UNKNOWN_ERROR_MESSAGE } from './client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    clearCookies();
  });

  it('unwraps the data envelope and sends JSON with same-origin credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { shopName: 'Bäckerei Huber' } }));

    const data = await apiFetch<{ shopName: string }>('/api/config');

    expect(data).toEqual({ shopName: 'Bäckerei Huber' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/config');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('keeps meta of lists and appends the query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [], meta: { total: 0, page: 2, pageSize: 25 } }));

    const envelope = await apiRequest<unknown[]>('/api/branches', {
      query: { page: 2, q: 'Wien Mitte', division: undefined },
    });

    expect(envelope).toEqual({ data: [], meta: { total: 0, page: 2, pageSize: 25 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/branches?page=2&q=Wien+Mitte');
  });

  it('repeats the key for array query values and leaves out their undefined and null items', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));

    await apiRequest('/api/branches', { query: { id: [1, 2, null, undefined, 3], pageSize: 3, q: undefined } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/branches?id=1&id=2&id=3&pageSize=3');
  });

  it('sends the CSRF token from the csrftoken cookie and a JSON body on unsafe methods', async () => {
    document.cookie = 'csrftoken=abc123';
    fetchMock.mockResolvedValue(jsonResponse(201, { data: { id: 7 } }));

    await apiFetch('/api/divisions', { method: 'POST', body: { name: 'Gastro' } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-CSRFToken': 'abc123',
    });
    expect(init?.body).toBe('{"name":"Gastro"}');
  });

  it('does not send the CSRF token on GET', async () => {
    document.cookie = 'csrftoken=abc123';
    fetchMock.mockResolvedValue(jsonResponse(200, { data: null }));

    await apiFetch('/api/config');

    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('X-CSRFToken');
  });

  it('throws an ApiError with the errors list and status', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        errors: [
          { message: 'Dieses Feld darf nicht leer sein.', field: 'name', code: 'blank' },
          { message: 'Ungültige Postleitzahl.', field: 'zipCode', code: 'invalid' },
        ],
      }),
    );

    const error = await apiFetch('/api/divisions', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Dieses Feld darf nicht leer sein.');
    expect(apiError.errors).toEqual([
      { message: 'Dieses Feld darf nicht leer sein.', field: 'name', code: 'blank' },
      { message: 'Ungültige Postleitzahl.', field: 'zipCode', code: 'invalid' },
    ]);
    expect(apiError.fieldMessages('zipCode')).toEqual(['Ungültige Postleitzahl.']);
  });

  it.each([
    ['an empty body', new Response('', { status: 500 })],
    ['an HTML body', new Response('<h1>Server Error</h1>', { status: 502 })],
    ['JSON without errors', jsonResponse(404, { detail: 'Not found' })],
  ])('reports the unknown error for %s', async (_, response) => {
    fetchMock.mockResolvedValue(response);

    const error = (await apiFetch('/api/config').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(response.status);
    expect(error.message).toBe('Ein unbekannter Fehler ist aufgetreten.');
    expect(error.errors).toEqual([{ message: UNKNOWN_ERROR_MESSAGE }]);
  });

  it('keeps the reported errors apart from the unknown fallback in serverErrors', async () => {
    const item = { message: 'Die Filiale wird noch verwendet.', code: 'protected' };
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { errors: [item] }));
    fetchMock.mockResolvedValueOnce(new Response('<h1>Server Error</h1>', { status: 500 }));

    const reported = (await apiFetch('/api/branches/1', { method: 'DELETE' }).catch((e: unknown) => e)) as ApiError;
    const unreported = (await apiFetch('/api/branches/1', { method: 'DELETE' }).catch((e: unknown) => e)) as ApiError;

    expect(reported.serverErrors).toEqual([item]);
    expect(reported.errors).toEqual([item]);
    expect(unreported.serverErrors).toEqual([]);
    expect(unreported.errors).toEqual([{ message: UNKNOWN_ERROR_MESSAGE }]);
  });

  it('reports the unknown error with status 0 when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = (await apiFetch('/api/config').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Ein unbekannter Fehler ist aufgetreten.');
  });

  it('reports the unknown error for a success body without data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { shopName: 'x' }));

    await expect(apiFetch('/api/config')).rejects.toThrow('Ein unbekannter Fehler ist aufgetreten.');
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch('/api/divisions/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('apiFetchConditional', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('returns the data with its ETag, then sends If-None-Match and reports a 304 as not modified', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { uid: 'abc' } }), { status: 200, headers: { ETag: '"v1"' } }),
    );
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));

    const first = await apiFetchConditional<{ uid: string }>('/api/orders/public/abc/def', null);
    const second = await apiFetchConditional<{ uid: string }>('/api/orders/public/abc/def', '"v1"');

    expect(first).toEqual({ notModified: false, data: { uid: 'abc' }, etag: '"v1"' });
    expect(second).toEqual({ notModified: true });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toEqual({ Accept: 'application/json', 'If-None-Match': '"v1"' });
  });

  it('throws the server errors of a failed poll', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: [{ message: 'Der Eintrag wurde nicht gefunden.', code: 'not_found' }] }), {
        status: 404,
      }),
    );

    const failure = await apiFetchConditional('/api/orders/public/abc/def', null).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('Der Eintrag wurde nicht gefunden.');
  });
});
