import { describe, expect, it } from 'vitest';
import { testSchema } from './testSchema';
import {
  duplicateItem,
  emptyValue,
  insertItem,
  moveItem,
  newUnionItem,
  removeItem,
  summaryOf,
  withDefaults,
} from './values';

const kind = (type: string) => testSchema.unions.block.find((candidate) => candidate.type === type)!;

describe('content values', () => {
  it('starts a block with the defaults of the schema', () => {
    expect(newUnionItem(kind('spacer'))).toEqual({ type: 'spacer', size: 1 });
    expect(newUnionItem(kind('gallery'))).toEqual({ type: 'gallery', variant: 12, images: [] });
    expect(newUnionItem(kind('columns'))).toEqual({ type: 'columns', layout: { flexDirection: 'row' }, columns: [] });
    expect(newUnionItem(kind('numberFact'))).toEqual({ type: 'numberFact', label: '', value: '' });
    expect(newUnionItem(kind('hr'))).toEqual({ type: 'hr' });
  });

  it('gives each field type its empty value', () => {
    const field = (type: string) => emptyValue({ name: 'x', type: type as never, label: 'X', required: false });
    expect(
      ['text', 'wysiwyg', 'markdown', 'images', 'files', 'collection', 'multiselect', 'boolean'].map(field),
    ).toEqual(['', '', '', [], [], [], [], false]);
    expect(['number', 'date', 'image', 'file', 'reference', 'color', 'select'].map(field)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    const copy = emptyValue({ name: 'x', type: 'group', label: 'X', required: false, default: { a: [1] } }) as {
      a: number[];
    };
    copy.a.push(2);
    expect(emptyValue({ name: 'x', type: 'group', label: 'X', required: false, default: { a: [1] } })).toEqual({
      a: [1],
    });
  });

  it('fills a stored document with the missing fields and keeps what is there', () => {
    expect(withDefaults(testSchema.sites.story, { shortTitle: 'Neu', weight: null })).toEqual({
      shortTitle: 'Neu',
      introduction: '',
      weight: null,
      titleImage: null,
      body: [],
    });
    expect(withDefaults(testSchema.sites.default, null)).toEqual({ body: [] });
  });

  it('moves, duplicates (a deep copy), inserts and removes entries', () => {
    const list = [{ n: 1 }, { n: 2 }, { n: 3 }];
    expect(moveItem(list, 0, 2)).toEqual([{ n: 2 }, { n: 3 }, { n: 1 }]);
    expect(moveItem(list, 2, 5)).toEqual(list);
    const copied = duplicateItem(list, 1);
    expect(copied).toEqual([{ n: 1 }, { n: 2 }, { n: 2 }, { n: 3 }]);
    expect(copied[2]).not.toBe(list[1]);
    expect(insertItem(list, 1, { n: 9 })).toEqual([{ n: 1 }, { n: 9 }, { n: 2 }, { n: 3 }]);
    expect(removeItem(list, 0)).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('summarises an entry by its first text, else by its counts', () => {
    const fields = kind('accordion').fields[0].fields!;
    expect(summaryOf(fields, { title: 'Öffnungszeiten', content: '<p>Mo–Fr</p>' })).toBe('Öffnungszeiten');
    expect(summaryOf(fields, { title: '', content: '<p><strong>Mo</strong>&nbsp;bis Fr</p>' })).toBe('Mo bis Fr');
    expect(summaryOf(kind('gallery').fields, { variant: 12, images: [{ id: 1 }, { id: 2 }] })).toBe('Bilder: 2');
    expect(summaryOf(kind('spacer').fields, { size: 3 })).toBe('Größe: 3');
    expect(summaryOf(fields, { title: 'x'.repeat(80) }, 10)).toBe('xxxxxxxxx…');
  });
});
