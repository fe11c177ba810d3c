import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';
import { ORDER_PATH, makeOrder, stubOrderApi, pinStatusClock } from './statusTesting';

pinStatusClock();

describe('review questionnaire', () => {
  const completed = makeOrder({ isConfirmed: true, isCompleted: true });
  const reviews = makeConfig({ enablePluginOrderReviews: true });

  async function rate(labels: string[], value: number) {
    for (const label of labels) {
      await userEvent.click(
        within(screen.getByRole('group', { name: label })).getByRole('radio', { name: `${value} von 5` }),
      );
    }
  }

  it('asks for four ratings, shows the comment only once all four are set, and sends them', async () => {
    const fetchMock = stubOrderApi(reviews, [{ status: 200, body: { data: completed } }], {
      [`${ORDER_PATH}/questionnaire`]: { status: 200, body: { data: { ...completed, questionnaireRating: 5 } } },
    });
    renderApp('/status/u1/h1');

    expect(await screen.findByRole('heading', { name: 'Wie zufrieden waren Sie?' })).toBeInTheDocument();
    // the scale's ends are named (in Austria 1 is the best school grade), visibly and for each group
    expect(screen.getByText('1 = schlecht, 5 = sehr gut')).toBeVisible();
    for (const label of ['Gesamteindruck', 'Essen', 'Service', 'Bestellvorgang']) {
      const group = screen.getByRole('group', { name: label });
      expect(group).toHaveAccessibleDescription('1 = schlecht, 5 = sehr gut');
      expect(group.textContent).toBe(`${label}schlecht12345sehr gut`);
    }
    await rate(['Gesamteindruck', 'Essen', 'Service'], 5);
    expect(screen.queryByRole('textbox', { name: 'Kommentar (optional)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewertung senden' })).toBeDisabled();

    await rate(['Bestellvorgang'], 4);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kommentar (optional)' }), 'Sehr gut');
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));

    expect(await screen.findByText('Vielen Dank für Ihre Bewertung!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wie zufrieden waren Sie?' })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => url === `${ORDER_PATH}/questionnaire`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      rating: 5,
      foodRating: 5,
      serviceRating: 5,
      processRating: 4,
      comment: 'Sehr gut',
    });
  });

  it('reports a failed send and can be dismissed for the session', async () => {
    stubOrderApi(reviews, [{ status: 200, body: { data: completed } }], {
      [`${ORDER_PATH}/questionnaire`]: { status: 409, body: { errors: [{ message: 'Schon bewertet.' }] } },
    });
    renderApp('/status/u1/h1');

    await screen.findByRole('heading', { name: 'Wie zufrieden waren Sie?' });
    await rate(['Gesamteindruck', 'Essen', 'Service', 'Bestellvorgang'], 3);
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Bewertung konnte nicht gesendet werden.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('heading', { name: 'Wie zufrieden waren Sie?' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('asp.reviewDismissed.u1')).toBe('1');
  });

  it.each([
    ['the plugin is off', makeConfig({ enablePluginOrderReviews: false }), completed],
    ['the order is not completed', reviews, makeOrder({ isConfirmed: true })],
    ['the order is rated already', reviews, { ...completed, questionnaireRating: 4 }],
  ])('is not shown when %s', async (_, config, order) => {
    stubOrderApi(config, [{ status: 200, body: { data: order } }]);
    renderApp('/status/u1/h1');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Wie zufrieden waren Sie?' })).not.toBeInTheDocument();
  });
});
