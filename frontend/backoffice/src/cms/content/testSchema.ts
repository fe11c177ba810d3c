/** A small content schema for the tests, shaped as GET /api/content-schema answers (a part of it). */
import type { ContentFieldSpec, ContentSchema } from './types';

const wysiwyg: ContentFieldSpec = { name: 'wysiwyg', type: 'wysiwyg', label: 'Text', required: false };
const body: ContentFieldSpec = { name: 'body', type: 'collection', label: 'Blöcke', required: false, union: 'block' };
const size: ContentFieldSpec = {
  name: 'size',
  type: 'number',
  label: 'Größe',
  required: false,
  default: 1,
  integer: true,
  min: 1,
  max: 4,
  hint: '1 bis 4',
};

export const testSchema: ContentSchema = {
  sites: {
    default: [body],
    simple: [wysiwyg],
    story: [
      {
        name: 'shortTitle',
        type: 'text',
        label: 'Kurztitel',
        required: false,
        maxLength: 40,
        hint: 'Etwa 20 bis 40 Zeichen',
      },
      {
        name: 'introduction',
        type: 'textarea',
        label: 'Einleitung',
        required: false,
        maxLength: 256,
        hint: 'Höchstens 256 Zeichen',
        rows: 3,
      },
      {
        name: 'weight',
        type: 'number',
        label: 'Gewichtung',
        required: false,
        default: 0,
        integer: true,
        min: -1000,
        max: 1000,
      },
      { name: 'titleImage', type: 'image', label: 'Titelbild', required: false },
      body,
    ],
  },
  nodes: {},
  block: [body],
  unions: {
    block: [
      {
        type: 'gallery',
        label: 'Galerie',
        fields: [
          {
            name: 'variant',
            type: 'select',
            label: 'Variante',
            required: false,
            default: 12,
            options: [12, 10, 8, 6, 4],
          },
          { name: 'images', type: 'images', label: 'Bilder', required: false },
        ],
      },
      {
        type: 'numberFact',
        label: 'Zahl',
        fields: [
          { name: 'label', type: 'text', label: 'Beschriftung', required: true },
          { name: 'value', type: 'text', label: 'Wert', required: true },
        ],
      },
      {
        type: 'columns',
        label: 'Spalten',
        fields: [
          {
            name: 'layout',
            type: 'group',
            label: 'Anordnung',
            required: false,
            fields: [
              {
                name: 'flexDirection',
                type: 'select',
                label: 'Richtung',
                required: false,
                default: 'row',
                options: ['row', 'column'],
              },
            ],
          },
          {
            name: 'columns',
            type: 'collection',
            label: 'Spalten',
            required: false,
            fields: [wysiwyg, { name: 'image', type: 'image', label: 'Bild', required: false }, body],
          },
        ],
      },
      {
        type: 'accordion',
        label: 'Akkordeon',
        fields: [
          {
            name: 'items',
            type: 'collection',
            label: 'Einträge',
            required: false,
            fields: [
              { name: 'title', type: 'text', label: 'Titel', required: true },
              { ...wysiwyg, name: 'content' },
            ],
          },
        ],
      },
      { type: 'spacer', label: 'Abstand', fields: [size] },
      { type: 'hr', label: 'Trennlinie', fields: [] },
    ],
    link: [],
  },
};
