import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render';
import { FormOverlayMount } from './FormOverlayMount';

const FORM = {
  id: 7,
  type: 'form',
  identifier: 'kontakt',
  content: {
    name: 'Kontakt',
    description: 'Schreiben Sie uns.',
    fields: [
      { type: 'text', fieldId: 'name', label: 'Name', isRequired: true },
      { type: 'text', subtype: 'email', fieldId: 'email', label: 'E-Mail', isRequired: true },
      { type: 'textarea', fieldId: 'message', label: 'Nachricht' },
      { type: 'select', fieldId: 'topic', label: 'Thema', options: [{ value: 'Catering' }, { value: 'Tisch' }] },
      { type: 'boolean', label: 'Ich stimme zu.', isRequired: true },
    ],
    thankYou: '',
  },
};

function openHash(hash: string) {
  act(() => {
    window.history.replaceState(null, '', `/${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the form overlay', () => {
  it('opens on #formular-{id}, shows every field type and closes with Escape, removing the hash', async () => {
    stubApi({ '/api/public/nodes/7': { body: { data: FORM } } });
    renderWithProviders(<FormOverlayMount />);
    expect(screen.queryByRole('dialog')).toBeNull();

    openHash('#formular-7');

    const dialog = await screen.findByRole('dialog', { name: 'Kontakt' });
    expect(await screen.findByLabelText('Name *')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('E-Mail *')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Nachricht').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Thema').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Ich stimme zu. *')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByLabelText('Name *')).not.toHaveAttribute('required');
    expect(dialog).toHaveTextContent('Schreiben Sie uns.');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('sends the values by field id or position and shows the server errors, then the thank-you', async () => {
    let reply: { status: number; body: unknown } = {
      status: 400,
      body: {
        errors: [
          { message: 'Bitte füllen Sie das Feld „Name“ aus.', field: 'name', code: 'required' },
          { message: 'Bitte bestätigen Sie „Ich stimme zu.“.', field: '4', code: 'required' },
        ],
      },
    };
    const fetchMock = stubApi({
      '/api/public/nodes/7': { body: { data: FORM } },
      '/api/custom/form/7': () => reply,
    });
    window.history.replaceState(null, '', '/#formular-7');
    renderWithProviders(<FormOverlayMount />);
    await userEvent.click(await screen.findByRole('button', { name: 'Absenden' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben');
    expect(alert).toHaveTextContent('Bitte füllen Sie das Feld „Name“ aus.');
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/custom/form/7') as unknown as
      [string, RequestInit] | undefined;
    expect(JSON.parse(String(sent?.[1].body))).toEqual({ name: '', email: '', message: '', topic: '', '4': false });

    await userEvent.click(screen.getByRole('button', { name: 'Eingaben ändern' }));
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name *')).toHaveFocus();
    expect(screen.getByText('Bitte füllen Sie das Feld „Name“ aus.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name *'), 'Anna');
    expect(screen.getByLabelText('Name *')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Bitte füllen Sie das Feld „Name“ aus.')).toBeNull();
    await userEvent.click(screen.getByLabelText('Ich stimme zu. *'));
    reply = { status: 201, body: { data: { id: 1, thankYou: '', conversions: [] } } };
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));

    expect(await screen.findByText('Vielen Dank für Ihre Nachricht!')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Schliessen' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names an unknown failure without the heading', async () => {
    stubApi({
      '/api/public/nodes/7': { body: { data: FORM } },
      '/api/custom/form/7': { status: 502, body: 'kein JSON' },
    });
    window.history.replaceState(null, '', '/#formular-7');
    renderWithProviders(<FormOverlayMount />);
    await userEvent.click(await screen.findByRole('button', { name: 'Absenden' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ein unbekannter Fehler ist aufgetreten.');
    expect(alert).not.toHaveTextContent('Bitte prüfen Sie Ihre Eingaben');
  });
});
