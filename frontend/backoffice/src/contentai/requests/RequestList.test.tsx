import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, notFound, path, renderAt } from '../../test/admin';
import { json, stubFetch } from '../../test/fetchStub';
import RequestList from './RequestList';
import RequestShow from './RequestShow';

const DONE = {
  id: 5,
  user: 'admin@example.com',
  kind: 'site',
  kindLabel: 'Seitenentwurf',
  model: 'llama3.1',
  prompt: 'Auftrag: Sommerkarte\nBlöcke jetzt: …',
  answer: '{"blocks": []}',
  promptTokens: 1234,
  completionTokens: 56,
  status: 'done',
  statusLabel: 'Fertig',
  error: '',
  jobId: 9,
  createdAt: '2026-11-25T10:15:00Z',
};

function serve() {
  return stubFetch((url) => {
    if (path(url) === '/api/users/me') return json(200, { data: ADMIN });
    if (path(url) === '/api/content-ai/requests') return json(200, { data: [DONE], meta: { total: 1 } });
    if (path(url) === '/api/content-ai/requests/5') return json(200, { data: DONE });
    return notFound();
  });
}

describe("'KI-Anfragen', the AI provider's log", () => {
  it('lists who asked for what, in Vienna time, with the tokens, and opens the prompt and answer', async () => {
    serve();
    renderAt('content-ai/requests', '/content-ai/requests', [
      { path: '/content-ai/requests', element: <RequestList /> },
      { path: '/content-ai/requests/:id/show', element: <RequestShow /> },
    ]);
    const row = (await screen.findByText('admin@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('25.11.2026 11:15');
    expect(row).toHaveTextContent('Seitenentwurf');
    expect(row).toHaveTextContent('llama3.1');
    expect(row).toHaveTextContent(/1\s234 \+ 56/);
    expect(screen.getByRole('columnheader', { name: 'Tokens (Anfrage + Antwort)' })).toBeVisible();
    await userEvent.click(row);
    expect(await screen.findByText(/^Auftrag: Sommerkarte/)).toHaveTextContent('Auftrag: Sommerkarte Blöcke jetzt: …');
    expect(screen.getByText('{"blocks": []}')).toBeVisible();
  });
});
