import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { makeStory, makeTag } from '../testing';
import { StoryCard } from './StoryCard';

const tags = [1, 2, 3, 4, 5, 6].map((id) => makeTag(id, `Thema ${id}`, id));

describe('StoryCard', () => {
  it('links thumbnail and short title to the story and names the first client or partner', () => {
    const story = makeStory(
      7,
      {
        shortTitle: 'Strudel',
        title: 'Hausgemachter Strudel',
        thumbnailImage: { id: 12, version: 3, extension: 'webp' },
        storyAttributes: [
          { type: 'customText', label: 'Zeit', value: '3 Stunden' },
          { type: 'partner', name: 'Obsthof Leitner', city: 'Kilb', country: 'AT' },
          { type: 'client', name: 'Wirtshaus Mariahilf', city: 'Wien', country: 'AT' },
        ],
      },
      { path: 'geschichten/strudel' },
    );
    renderWithProviders(<StoryCard site={story} tags={tags} />);

    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Strudel');
    expect(within(article).getByRole('link', { name: 'Strudel' })).toHaveAttribute('href', '/geschichten/strudel');
    expect(within(article).getByText('Obsthof Leitner, Kilb, AT')).toBeInTheDocument();
    const image = article.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/image/small/12-3.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
  });

  it("shows up to 4 tags, heaviest first, else 3 and '+ N Weitere' which expands the list", async () => {
    const story = makeStory(8, { tags: [1, 2, 3, 4, 5, 6] }, { name: 'Ohne Kurztitel' });
    renderWithProviders(<StoryCard site={story} tags={tags} />);

    expect(screen.getByRole('link', { name: 'Ohne Kurztitel' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Schlagworte' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thema 6', 'Thema 5', 'Thema 4', '+ 3 Weitere']);
    expect(within(list).getByRole('link', { name: 'Thema 6' })).toHaveAttribute('href', '/tags/thema-6');

    await userEvent.click(within(list).getByRole('button', { name: '3 weitere Schlagworte anzeigen' }));
    expect(within(list).getAllByRole('link')).toHaveLength(6);
  });

  it('shows all 4 tags of a story with exactly 4', () => {
    renderWithProviders(<StoryCard site={makeStory(9, { tags: [1, 2, 3, 4] })} tags={tags} />);
    expect(within(screen.getByRole('list', { name: 'Schlagworte' })).getAllByRole('link')).toHaveLength(4);
  });
});
