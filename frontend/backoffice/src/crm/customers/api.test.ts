import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fetchStub';
import { eraseCustomer, exportUrl } from './api';

describe('the customer calls beyond CRUD', () => {
  it('link the downloads to the export of the customer', () => {
    expect(exportUrl(7, 'json')).toBe('/api/customers/7/export/json');
    expect(exportUrl(12, 'csv')).toBe('/api/customers/12/export/csv');
  });

  it('erase with a POST and answer the number of anonymised orders', async () => {
    const fetchMock = stubFetch(() => json(200, { data: { erasedOrders: 3 } }));

    await expect(eraseCustomer(7)).resolves.toBe(3);

    const [url, init] = fetchMock.mock.calls[0];
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/customers/7/erase');
    expect(init?.method).toBe('POST');
  });

  it('name the server’s reason for a refused erase', async () => {
    stubFetch(() => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] }));

    await expect(eraseCustomer(7)).rejects.toThrow('Nicht gefunden.');
  });

  it('fall back to their own German text when the server says nothing', async () => {
    stubFetch(() => json(502, undefined));

    await expect(eraseCustomer(7)).rejects.toThrow('Kundendaten konnten nicht anonymisiert werden.');
  });
});
