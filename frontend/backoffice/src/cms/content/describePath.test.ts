import { describe, expect, it } from 'vitest';
import { describeContentError, describeContentPath, type ContentSchemaPart } from './describePath';
import { testSchema } from './testSchema';
import type { UnionKind } from './types';

/** The map block as GET /api/content-schema describes it (backend cms.schema BLOCKS['map']). */
const map: UnionKind = {
  type: 'map',
  label: 'Karte',
  fields: [
    {
      name: 'geolocation',
      type: 'geolocation',
      label: 'Kartenausschnitt',
      required: false,
      fields: [
        { name: 'zoom', type: 'number', label: 'Zoom', required: false, min: 0, max: 22 },
        {
          name: 'center',
          type: 'group',
          label: 'Mittelpunkt',
          required: false,
          fields: [{ name: 'lat', type: 'number', label: 'Breitengrad', required: false, min: -90, max: 90 }],
        },
      ],
    },
    {
      name: 'markers',
      type: 'collection',
      label: 'Markierungen',
      required: false,
      fields: [
        { name: 'title', type: 'text', label: 'Titel', required: true },
        { name: 'lat', type: 'number', label: 'Breitengrad', required: true, min: -90, max: 90 },
        { name: 'images', type: 'images', label: 'Bilder', required: false, maxItems: 2 },
      ],
    },
  ],
};

const schema: ContentSchemaPart = {
  fields: testSchema.sites.story,
  unions: { ...testSchema.unions, block: [...testSchema.unions.block, map] },
};

const content = {
  shortTitle: 'Über uns',
  body: [
    { type: 'spacer', size: 1 },
    {
      type: 'columns',
      columns: [{ wysiwyg: '' }, { wysiwyg: '', body: [{ type: 'hr' }, { type: 'numberFact', label: '', value: '' }] }],
    },
    { type: 'gallery', images: [{ id: 1 }, { id: 2 }] },
    { type: 'accordion', items: [] },
    {
      type: 'map',
      geolocation: { zoom: 14, center: { lat: 48.2 } },
      markers: [{ title: 'Filiale', lat: 'x', images: [] }],
    },
  ],
};

describe('describeContentPath: a place in a page content in German words', () => {
  it('names the block by position and kind, the list entry and the field label', () => {
    expect(describeContentPath('body.4.markers.0.lat', content, schema)).toEqual([
      'Block 5 „Karte“',
      'Markierung 1',
      'Breitengrad',
    ]);
    expect(describeContentPath('body.4.markers.0.images.1', content, schema)).toEqual([
      'Block 5 „Karte“',
      'Markierung 1',
      'Bild 2',
    ]);
  });

  it('walks groups, nested blocks and plain fields', () => {
    expect(describeContentPath('body.4.geolocation.center.lat', content, schema)).toEqual([
      'Block 5 „Karte“',
      'Kartenausschnitt',
      'Mittelpunkt',
      'Breitengrad',
    ]);
    expect(describeContentPath('body.1.columns.1.body.1.label', content, schema)).toEqual([
      'Block 2 „Spalten“',
      'Spalte 2',
      'Block 2 „Zahl“',
      'Beschriftung',
    ]);
    expect(describeContentPath('shortTitle', content, schema)).toEqual(['Kurztitel']);
    expect(describeContentPath('body.2.images.0', content, schema)).toEqual(['Block 3 „Galerie“', 'Bild 1']);
  });

  it('stops where the schema or the value knows no more', () => {
    expect(describeContentPath('body.9.size', content, schema)).toEqual(['Block 10']);
    expect(describeContentPath('body.0.unknown', content, schema)).toEqual(['Block 1 „Abstand“']);
    expect(describeContentPath('nonsense.3.x', content, schema)).toEqual([]);
    expect(describeContentPath('', content, schema)).toEqual([]);
  });
});

describe('describeContentError: the text a manager reads', () => {
  it('a field of a block with its German label', () => {
    const error = {
      field: 'content.body.4.markers.0.lat',
      message: 'body.4.markers.0.lat: Bitte geben Sie eine Zahl an.',
    };
    expect(describeContentError(error, content, schema, 'Inhalt')).toBe(
      'Inhalt, Block 5 „Karte“, Markierung 1, Breitengrad: Bitte geben Sie eine Zahl an.',
    );
  });

  it('an entry of a nested list', () => {
    const error = {
      field: 'content.body.1.columns.1.body.1.label',
      message: 'body.1.columns.1.body.1.label: Bitte füllen Sie dieses Feld aus.',
    };
    expect(describeContentError(error, content, schema, 'Inhalt')).toBe(
      'Inhalt, Block 2 „Spalten“, Spalte 2, Block 2 „Zahl“, Beschriftung: Bitte füllen Sie dieses Feld aus.',
    );
  });

  it('an unknown place falls back to the document without the raw path', () => {
    const error = { field: 'content.nonsense.3.x', message: 'nonsense.3.x: Dieses Feld gibt es nicht.' };
    expect(describeContentError(error, content, schema, 'Inhalt')).toBe('Inhalt: Dieses Feld gibt es nicht.');
    expect(
      describeContentError(
        { field: 'content', message: 'Der Inhalt enthält einen Wert, der nicht gespeichert werden kann.' },
        content,
        schema,
        'Inhalt',
      ),
    ).toBe('Inhalt: Der Inhalt enthält einen Wert, der nicht gespeichert werden kann.');
  });
});
