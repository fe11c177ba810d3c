import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';
import type { FetchMock } from '../test/fetchStub';
import { json, stubFetch } from '../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

const calledUrl = (index = 0) => new URL(fetchMock.mock.calls[index][0], 'http://localhost');
const calledInit = (index = 0) => fetchMock.mock.calls[index][1] ?? {};
const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

describe('getList', () => {
  it('sends page, pageSize, ordering, q and filters and reads data and meta.total', async () => {
    // given
    fetchMock.mockResolvedValue(
      json(200, { data: [{ id: 1, name: 'Graz' }], meta: { total: 41, page: 2, pageSize: 20 } }),
    );
    // when
    const result = await dataProvider.getList('branches', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'gr', division: 3 },
    });
    // then
    const url = calledUrl();
    expect(url.pathname).toBe('/api/branches');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'gr',
      division: '3',
      page: '2',
      pageSize: '20',
      ordering: '-name',
    });
    expect(calledInit().credentials).toBe('same-origin');
    expect(result).toEqual({ data: [{ id: 1, name: 'Graz' }], total: 41 });
  });

  it('orders ascending without a minus sign', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], meta: { total: 0 } }));
    await dataProvider.getList('tables', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'identifier', order: 'ASC' },
      filter: {},
    });
    expect(calledUrl().searchParams.get('ordering')).toBe('identifier');
  });

  it('reports a load failure with the German text of the resource', async () => {
    fetchMock.mockResolvedValue(json(500, { errors: [{ message: 'Interner Fehler', code: 'server_error' }] }));
    const error = await rejection(
      dataProvider.getList('logs', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Logs konnten nicht geladen werden.');
    expect(error.status).toBe(500);
  });

  it('falls back to the general load text for an unknown resource', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(
      dataProvider.getList('things', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error.message).toBe('Daten konnten nicht geladen werden.');
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('unwraps the data envelope of one record', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 7, identifier: 'T7' } }));
    const result = await dataProvider.getOne('tables', { id: 7 });
    expect(calledUrl().pathname).toBe('/api/tables/7');
    expect(result).toEqual({ data: { id: 7, identifier: 'T7' } });
  });

  it('asks for several ids with a repeated id parameter', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [{ id: 1 }, { id: 2 }], meta: { total: 2 } }));
    const result = await dataProvider.getMany('branches', { ids: [1, 2] });
    expect(calledUrl().searchParams.getAll('id')).toEqual(['1', '2']);
    expect(calledUrl().searchParams.get('pageSize')).toBe('2');
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('does not call the server for no ids', async () => {
    expect(await dataProvider.getMany('branches', { ids: [] })).toEqual({ data: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('filters references by the target field', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [{ id: 4, branch: 9 }], meta: { total: 1 } }));
    const result = await dataProvider.getManyReference('tables', {
      target: 'branch',
      id: 9,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'identifier', order: 'ASC' },
      filter: {},
    });
    expect(Object.fromEntries(calledUrl().searchParams)).toEqual({
      branch: '9',
      page: '1',
      pageSize: '10',
      ordering: 'identifier',
    });
    expect(result).toEqual({ data: [{ id: 4, branch: 9 }], total: 1 });
  });

  it('reports a missing record with the singular load text', async () => {
    fetchMock.mockResolvedValue(json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] }));
    const error = await rejection(dataProvider.getOne('branches', { id: 99 }));
    expect(error.message).toBe('Filiale konnte nicht geladen werden.');
    expect(error.status).toBe(404);
  });
});

describe('writes', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=abc123';
  });

  it('creates with POST, a JSON body and the CSRF header', async () => {
    fetchMock.mockResolvedValue(json(201, { data: { id: 5, branch: 1, identifier: 'A1' } }));
    const result = await dataProvider.create('tables', { data: { branch: 1, identifier: 'A1' } });
    const init = calledInit();
    expect(calledUrl().pathname).toBe('/api/tables');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'X-CSRFToken')).toBe('abc123');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ branch: 1, identifier: 'A1' });
    expect(result.data).toEqual({ id: 5, branch: 1, identifier: 'A1' });
  });

  it('updates with PUT and leaves out read-only fields', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 3, name: 'Graz', apiKey: 'k' } }));
    await dataProvider.update('branches', {
      id: 3,
      data: { id: 3, name: 'Graz', apiKey: 'k' },
      previousData: { id: 3, name: 'Alt', apiKey: 'k' },
    });
    const init = calledInit();
    expect(calledUrl().pathname).toBe('/api/branches/3');
    expect(init.method).toBe('PUT');
    expect(headerOf(init, 'X-CSRFToken')).toBe('abc123');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Graz' });
  });

  it('sends no CSRF header on reads', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 1 } }));
    await dataProvider.getOne('tables', { id: 1 });
    expect(headerOf(calledInit(), 'X-CSRFToken')).toBeUndefined();
  });

  it('shows the first server message naming its field and passes field errors to the form', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        errors: [
          { message: 'Dieses Feld darf nicht leer sein.', field: 'name', code: 'blank' },
          { message: 'Ungültige Uhrzeit.', field: 'openingHours.2.from', code: 'invalid' },
        ],
      }),
    );
    const error = await rejection(
      dataProvider.update('branches', { id: 3, data: { id: 3, name: '' }, previousData: { id: 3 } }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Name: Dieses Feld darf nicht leer sein.');
    expect(error.body).toEqual({
      errors: {
        name: 'Dieses Feld darf nicht leer sein.',
        'openingHours.2.from': 'Ungültige Uhrzeit.',
        root: { serverError: 'Name: Dieses Feld darf nicht leer sein.' },
      },
    });
  });

  it.each([
    ['price', 'Preis: Bitte geben Sie eine Zahl an.'],
    ['config.parts.0.name', 'Konfiguration: Bitte geben Sie eine Zahl an.'],
    ['unknownThing', 'Bitte geben Sie eine Zahl an.'],
  ])("names the product form's field %s in German in the summary", async (field, text) => {
    fetchMock.mockResolvedValue(
      json(400, { errors: [{ message: 'Bitte geben Sie eine Zahl an.', field, code: 'invalid' }] }),
    );
    const error = await rejection(dataProvider.create('products', { data: { name: 'Semmel' } }));
    expect(error.message).toBe(text);
  });

  it.each([
    ['create', 'users', 'Benutzer konnte nicht erstellt werden.'],
    ['update', 'tables', 'Tisch konnte nicht gespeichert werden.'],
    ['delete', 'branches', 'Filiale konnte nicht gelöscht werden.'],
    ['delete', 'departments', 'Abteilung konnte nicht gelöscht werden.'],
    ['create', 'divisions', 'Organisation konnte nicht erstellt werden.'],
  ] as const)(
    'falls back to the generic text when %s of %s fails without an error list',
    async (operation, resource, text) => {
      fetchMock.mockResolvedValue(new Response('<h1>Server Error</h1>', { status: 500 }));
      const call =
        operation === 'create'
          ? dataProvider.create(resource, { data: { name: 'x' } })
          : operation === 'update'
            ? dataProvider.update(resource, { id: 1, data: { id: 1 }, previousData: { id: 1 } })
            : dataProvider.delete(resource, { id: 1, previousData: { id: 1 } });
      const error = await rejection(call);
      expect(error.message).toBe(text);
      expect(error.status).toBe(500);
      expect(error.body).toEqual({});
    },
  );

  it('deletes with DELETE and the CSRF header, then returns the previous record', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const result = await dataProvider.delete('tables', { id: 8, previousData: { id: 8, identifier: 'T8' } });
    expect(calledUrl().pathname).toBe('/api/tables/8');
    expect(calledInit().method).toBe('DELETE');
    expect(headerOf(calledInit(), 'X-CSRFToken')).toBe('abc123');
    expect(result.data).toEqual({ id: 8, identifier: 'T8' });
  });

  it('deletes many one after the other and stops at the first failure', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(
        json(409, { errors: [{ message: 'Die Filiale wird noch verwendet.', code: 'protected' }] }),
      );
    const error = await rejection(dataProvider.deleteMany('branches', { ids: [1, 2, 3] }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(calledUrl(0).pathname).toBe('/api/branches/1');
    expect(calledUrl(1).pathname).toBe('/api/branches/2');
    expect(error.message).toBe('Die Filiale wird noch verwendet.');
    expect(error.status).toBe(409);
  });

  it('returns all ids when every delete succeeds', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    expect(await dataProvider.deleteMany('tables', { ids: [1, 2] })).toEqual({ data: [1, 2] });
  });
});

describe('config and init', () => {
  it('reads the config', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { shopName: 'Bestellwerk' } }));
    expect(await dataProvider.getConfig()).toEqual({ shopName: 'Bestellwerk' });
    expect(calledUrl().pathname).toBe('/api/config');
  });

  it('reports a config load failure in German', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    const error = await rejection(dataProvider.getConfig());
    expect(error.message).toBe('Konfiguration konnte nicht geladen werden.');
  });

  it('reports a config save failure in German, or the server message', async () => {
    document.cookie = 'csrftoken=tok';
    fetchMock.mockResolvedValueOnce(json(500, null));
    expect((await rejection(dataProvider.saveConfig({ shopName: 'x' }))).message).toBe(
      'Konfiguration konnte nicht gespeichert werden.',
    );
    expect(calledInit().method).toBe('POST');
    expect(headerOf(calledInit(), 'X-CSRFToken')).toBe('tok');

    fetchMock.mockResolvedValueOnce(
      json(400, {
        errors: [{ message: 'Geben Sie eine gültige E-Mail-Adresse ein.', field: 'email', code: 'invalid' }],
      }),
    );
    const error = await rejection(dataProvider.saveConfig({ email: 'x' }));
    expect(error.message).toBe('Geben Sie eine gültige E-Mail-Adresse ein.');
    expect(error.body).toEqual({
      errors: {
        email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
        root: { serverError: 'Geben Sie eine gültige E-Mail-Adresse ein.' },
      },
    });
  });

  it('reports an init failure with the spec text', async () => {
    fetchMock.mockResolvedValue(json(503, {}));
    expect((await rejection(dataProvider.getInit())).message).toBe('Daten konnten nicht geladen werden.');
  });
});
