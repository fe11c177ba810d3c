import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { dataProvider } from '../api/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { json, sentBody, stubFetch } from '../test/fetchStub';
import { AiImageButton } from './AiImageDialog';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['ROLE_ADMIN'],
};

const job = (changes: Record<string, unknown>) => ({
  id: 9,
  kind: 'contentai.image',
  label: 'KI-Bild',
  status: 'queued',
  statusLabel: 'Wartet',
  total: 2,
  done: 0,
  result: {},
  error: '',
  cancelRequested: false,
  createdAt: '2026-11-25T11:15:00Z',
  finishedAt: null,
  ...changes,
});

function serve(enabled = true) {
  return stubFetch((input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/content-ai/status') {
      return json(200, { data: { enabled, imageSizes: ['1024x1024', '1536x1024', '1024x1536'] } });
    }
    if (url.pathname === '/api/content-ai/generate/image') return json(202, { data: job({}) });
    if (url.pathname === '/api/jobs/9')
      return json(200, { data: job({ status: 'done', done: 2, result: { image: 41 } }) });
    return json(200, { data: [], meta: { total: 0 } });
  });
}

const renderButton = () =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={auth}>
        <AiImageButton />
      </AdminContext>
    </MemoryRouter>,
  );

describe("'Bild mit KI erzeugen' in the image library", { timeout: 20_000 }, () => {
  it('is hidden while the AI functions are off', async () => {
    const fetchMock = serve(false);
    renderButton();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Bild mit KI erzeugen' })).not.toBeInTheDocument();
  });

  it('sends the description, alt text and size, then links the new image', async () => {
    const fetchMock = serve();
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Bild mit KI erzeugen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild mit KI erzeugen' });
    const start = within(dialog).getByRole('button', { name: 'Bild erzeugen' });
    expect(start).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Bildbeschreibung'), 'Marillenknödel im Sommerlicht');
    await userEvent.type(within(dialog).getByLabelText('Alternativtext'), 'Marillenknödel');
    await userEvent.click(within(dialog).getByLabelText('Größe'));
    await userEvent.click(await screen.findByRole('option', { name: 'Querformat (1536 × 1024)' }));
    await userEvent.click(start);

    const link = await within(dialog).findByRole('link', { name: 'Bild öffnen' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/images/41');
    expect(within(dialog).getByText('Das Bild ist in der Mediathek gespeichert.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/api/content-ai/generate/image'));
    expect(sentBody(fetchMock, post)).toEqual({
      prompt: 'Marillenknödel im Sommerlicht',
      alt: 'Marillenknödel',
      size: '1536x1024',
    });
  });
});
