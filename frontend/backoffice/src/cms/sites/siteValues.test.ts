import { describe, expect, it } from 'vitest';
import { testSchema } from '../content/testSchema';
import { validatePath } from './SiteForm';
import { withDraft } from '../drafts';
import { previewUrl, sitePayload, suggestedPath } from './siteValues';

describe('Seiten values', () => {
  it('sends the editable fields and only the content of the chosen type', () => {
    const values = {
      id: 3,
      path: 'sommer',
      name: 'Sommer',
      type: 'default' as const,
      isPublic: true,
      content: { body: [{ type: 'hr' }], shortTitle: 'vom Wechsel', introduction: '' },
      createdAt: '2026-11-25T10:00:00Z',
    };
    expect(sitePayload(values, testSchema.sites.default)).toEqual({
      path: 'sommer',
      name: 'Sommer',
      title: '',
      description: '',
      type: 'default',
      isPublic: true,
      content: { body: [{ type: 'hr' }] },
    });
    expect(sitePayload({ name: 'Neu' }, undefined)).toEqual({
      path: '',
      name: 'Neu',
      title: '',
      description: '',
      type: 'default',
      isPublic: false,
      content: {},
    });
  });

  it('opens the preview at /{path}?vorschau=1', () => {
    expect(previewUrl('geschichten/sommer')).toBe('/geschichten/sommer?vorschau=1');
    expect(previewUrl('')).toBe('/?vorschau=1');
    expect(previewUrl(undefined)).toBe('/?vorschau=1');
  });

  it('refuses a path that is no path slug and names the slug to take', () => {
    expect(suggestedPath('ueber-uns')).toBeNull();
    expect(suggestedPath('Über uns')).toBe('ueber-uns');
    expect(validatePath('geschichten/sommer-2026')).toBeUndefined();
    expect(validatePath('/Grüße/')).toEqual({
      message: 'resources.sites.validation.path',
      args: { suggestion: 'gruesse' },
    });
    expect(validatePath('')).toBeUndefined();
  });

  it('starts the form from the draft when there is one', () => {
    const site = { id: 1, name: 'Alt', path: 'alt', draft: { name: 'Neu', content: { body: [] } } };
    expect(withDraft(site)).toEqual({ ...site, name: 'Neu', content: { body: [] } });
    expect(withDraft({ id: 2, name: 'Ohne', draft: null })).toEqual({ id: 2, name: 'Ohne', draft: null });
  });
});
