import { describe, expect, it } from 'vitest';
import { errorsByWidget, flattenErrors, widgetPath, withoutPath } from './errors';
import { testSchema } from './testSchema';

const { unions } = testSchema;
const story = testSchema.sites.story;
const document = {
  shortTitle: 'Sommer',
  body: [
    { type: 'spacer', size: 9 },
    {
      type: 'columns',
      layout: { flexDirection: 'row' },
      columns: [{ wysiwyg: '' }, { wysiwyg: '', image: { id: 99 } }],
    },
    { type: 'gallery', variant: 12, images: [{ id: 1 }, { id: 404 }] },
    { type: 'nope' },
  ],
};

describe('content errors', () => {
  it('flattens the error tree of the form (arrays and a field named message included)', () => {
    const tree = {
      body: [
        undefined,
        {
          columns: [
            undefined,
            { image: { type: 'server', message: 'body.1.columns.1.image: Bild 99 gibt es nicht.' } },
          ],
        },
      ],
      actions: [{ message: { type: 'server', message: 'actions.0.message: Bitte geben Sie einen Text ein.' } }],
    };
    expect(flattenErrors(tree)).toEqual([
      { path: 'body.1.columns.1.image', message: 'body.1.columns.1.image: Bild 99 gibt es nicht.' },
      { path: 'actions.0.message', message: 'actions.0.message: Bitte geben Sie einen Text ein.' },
    ]);
    expect(flattenErrors({ type: 'server', message: 'Bitte geben Sie ein Objekt mit Feldern an.' })).toEqual([
      { path: '', message: 'Bitte geben Sie ein Objekt mit Feldern an.' },
    ]);
  });

  it('drops the path the server puts before its message', () => {
    expect(withoutPath('body.3.columns.1.image: Bitte wählen Sie ein Bild aus der Mediathek.')).toBe(
      'Bitte wählen Sie ein Bild aus der Mediathek.',
    );
    expect(withoutPath('Dieses Feld ist erforderlich.')).toBe('Dieses Feld ist erforderlich.');
  });

  it.each([
    ['shortTitle', 'shortTitle'],
    ['body.0.size', 'body.0.size'],
    ['body.1.columns.1.image', 'body.1.columns.1.image'],
    ['body.1.layout.flexDirection', 'body.1.layout.flexDirection'],
    ['body.2.images.1', 'body.2.images'],
    ['body.3.type', 'body.3'],
    ['body.1.unknownField', 'body.1'],
    ['body', 'body'],
    ['titleImage', 'titleImage'],
    ['', ''],
  ])('shows an error at %s on the widget of %s', (path, widget) => {
    expect(widgetPath(story, unions, document, path)).toBe(widget);
  });

  it('groups the messages by widget', () => {
    expect(
      errorsByWidget(story, unions, document, [
        { path: 'body.2.images.1', message: 'body.2.images.1: Bild 404 gibt es nicht.' },
        { path: 'body.2.images.0', message: 'body.2.images.0: Bild 1 gibt es nicht.' },
        { path: 'body.0.size', message: 'body.0.size: Bitte geben Sie eine Zahl bis 4 ein.' },
      ]),
    ).toEqual({
      'body.2.images': ['Bild 404 gibt es nicht.', 'Bild 1 gibt es nicht.'],
      'body.0.size': ['Bitte geben Sie eine Zahl bis 4 ein.'],
    });
  });
});
