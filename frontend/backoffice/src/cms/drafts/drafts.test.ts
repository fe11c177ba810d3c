import { describe, expect, it } from 'vitest';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import { saveDraft, withDraft } from '.';

describe('drafts of sites, nodes and blocks', () => {
  it.each(['sites', 'nodes', 'blocks'] as const)('PUTs the body to /api/%s/{id}/draft', async (resource) => {
    const fetchMock = stubFetch(() => json(200, { data: { id: 7 } }));

    await saveDraft(resource, 7, { name: 'Neu', content: { body: [] } });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect([String(url), init?.method]).toEqual([`/api/${resource}/7/draft`, 'PUT']);
    expect(sentBody(fetchMock)).toEqual({ name: 'Neu', content: { body: [] } });
  });

  it('refuses with the German text when the draft cannot be stored', async () => {
    stubFetch(() => json(500, undefined));

    await expect(saveDraft('nodes', 3, {})).rejects.toThrow('Entwurf konnte nicht gespeichert werden.');
  });

  it('starts the form from the draft when there is one', () => {
    const node = { id: 3, identifier: 'alt', isPublic: true, draft: { identifier: 'neu', content: { name: 'Neu' } } };
    expect(withDraft(node)).toEqual({ ...node, identifier: 'neu', content: { name: 'Neu' } });
    expect(withDraft({ id: 4, identifier: 'ohne', draft: null })).toEqual({ id: 4, identifier: 'ohne', draft: null });
  });
});
