/** Spec §8 for the catalogue: the server's first message on writes, else the entity's German text. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';
import type { FetchMock } from '../test/fetchStub';
import { json, stubFetch } from '../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

async function failure(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (error) {
    return (error as HttpError).message;
  }
  throw new Error('expected the call to fail');
}

const calls = {
  load: (resource: string) => dataProvider.getList(resource, { pagination: { page: 1, perPage: 25 } }),
  loadOne: (resource: string) => dataProvider.getOne(resource, { id: 3 }),
  create: (resource: string) => dataProvider.create(resource, { data: { name: 'Neu' } }),
  update: (resource: string) =>
    dataProvider.update(resource, { id: 3, data: { name: 'Neu' }, previousData: { id: 3 } }),
  delete: (resource: string) => dataProvider.delete(resource, { id: 3 }),
};

describe.each([
  ['products', 'Produkte konnten nicht geladen werden.', 'Produkt'],
  ['categories', 'Kategorien konnten nicht geladen werden.', 'Kategorie'],
  ['tags', 'Schlagwörter konnten nicht geladen werden.', 'Schlagwort'],
  ['donatees', 'Spendenempfänger konnten nicht geladen werden.', 'Spendenempfänger'],
])('%s', (resource, loadText, entity) => {
  it('reports a failed list with the load text, even when the server says more', async () => {
    fetchMock.mockResolvedValue(json(500, { errors: [{ message: 'intern', code: 'error' }] }));
    expect(await failure(() => calls.load(resource))).toBe(loadText);
  });

  it.each([
    ['loadOne', 'konnte nicht geladen werden.'],
    ['create', 'konnte nicht erstellt werden.'],
    ['update', 'konnte nicht gespeichert werden.'],
    ['delete', 'konnte nicht gelöscht werden.'],
  ] as const)('%s without an error list: the generic text', async (operation, text) => {
    fetchMock.mockResolvedValue(json(500, undefined));
    expect(await failure(() => calls[operation](resource))).toBe(`${entity} ${text}`);
  });

  it.each(['create', 'update', 'delete'] as const)('%s: the first server message', async (operation) => {
    fetchMock.mockResolvedValue(
      json(409, {
        errors: [
          { message: 'Wird noch in einer Speisekarte verwendet.', code: 'protected' },
          { message: 'Zweite Meldung.', code: 'other' },
        ],
      }),
    );
    expect(await failure(() => calls[operation](resource))).toBe('Wird noch in einer Speisekarte verwendet.');
  });
});
