import { describe, expect, it } from 'vitest';
import { fieldsForKind, kindsFor, needsBranch, qrCodePayload } from './qrCodeForm';

describe('QR code form', () => {
  it('shows the reference the target kind needs', () => {
    expect(fieldsForKind('branch')).toEqual([]);
    expect(fieldsForKind('table')).toEqual(['table']);
    expect(fieldsForKind('product')).toEqual(['product']);
    expect(fieldsForKind('site')).toEqual(['sitePath']);
    expect(fieldsForKind('url')).toEqual(['url']);
    expect(fieldsForKind(undefined)).toEqual([]);
  });

  it('needs a branch for branch, table and product codes', () => {
    expect(['branch', 'table', 'product', 'site', 'url'].map((kind) => needsBranch(kind as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('sends only the reference of the chosen kind, the path trimmed in lower case', () => {
    expect(
      qrCodePayload({
        id: 4,
        path: ' Garten-1 ',
        name: 'Garten',
        targetKind: 'url',
        branch: 2,
        table: 7,
        product: 3,
        sitePath: '/site/agb',
        url: 'https://example.at',
        scansCount: 12,
      }),
    ).toEqual({
      path: 'garten-1',
      name: 'Garten',
      targetKind: 'url',
      branch: 2,
      table: null,
      product: null,
      sitePath: '',
      url: 'https://example.at',
    });
    expect(qrCodePayload({ path: 'tisch', targetKind: 'table', branch: 2, table: 7 })).toEqual({
      path: 'tisch',
      name: '',
      targetKind: 'table',
      branch: 2,
      table: 7,
      product: null,
      sitePath: '',
      url: '',
    });
  });
});

describe('target kinds offered', () => {
  it('offers an external address to administrators only, and keeps one an administrator set', () => {
    expect(kindsFor(true, undefined)).toEqual(['branch', 'table', 'product', 'site', 'url']);
    expect(kindsFor(false, undefined)).toEqual(['branch', 'table', 'product', 'site']);
    expect(kindsFor(false, 'branch')).toEqual(['branch', 'table', 'product', 'site']);
    expect(kindsFor(false, 'url')).toEqual(['branch', 'table', 'product', 'site', 'url']);
  });
});
