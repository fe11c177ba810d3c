import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp, stubApi } from '../../../testing/render';

const ASSET = {
  id: 5,
  type: 'socialAsset',
  identifier: 'herbst-aktion',
  content: {
    name: 'Herbst-Aktion',
    description: 'Beitragsbild für den Herbst.',
    media: { type: 'image', image: { id: 12, version: 3, extension: 'jpg' } },
  },
};

describe('the social asset pages', () => {
  it('lists the social assets with their first image, linking to each', async () => {
    stubApi({ '/api/public/nodes': { body: { data: [ASSET] } } });
    renderApp('/social-assets');

    const link = await screen.findByRole('link', { name: 'Herbst-Aktion' });
    expect(link).toHaveAttribute('href', '/social-assets/5');
    expect(link.querySelector('img')).toHaveAttribute('src', '/image/small/12-3.jpg');
    expect(screen.getByText('Beitragsbild für den Herbst.')).toBeInTheDocument();
  });

  it('shows one with name, description and medium', async () => {
    stubApi({ '/api/public/nodes/5': { body: { data: ASSET } } });
    renderApp('/social-assets/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Herbst-Aktion' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Herbst-Aktion' })).toHaveAttribute('src', '/image/large/12-3.jpg');
    expect(screen.getByText('Beitragsbild für den Herbst.')).toBeInTheDocument();
  });

  it('answers a node of another type with the 404 page', async () => {
    stubApi({ '/api/public/nodes/6': { body: { data: { ...ASSET, id: 6, type: 'form' } } } });
    renderApp('/social-assets/6');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 Not Found');
  });
});
