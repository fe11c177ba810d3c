import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { AdminContext, Form } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { RichTextInput } from './RichTextInput';

/** Sets the value from outside, as a refetched record does. */
function LoadButton({ html }: { html: string }) {
  const { setValue } = useFormContext();
  return (
    <button type="button" onClick={() => setValue('description', html)}>
      Neu geladen
    </button>
  );
}

function renderInput(description: string, onSubmit = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form defaultValues={{ description }} onSubmit={onSubmit}>
        <RichTextInput source="description" label="resources.tasks.fields.description" />
        <LoadButton html="<p>Vom Server</p>" />
        <button type="submit">Absenden</button>
      </Form>
    </AdminContext>,
  );
  return onSubmit;
}

const submitted = async (onSubmit: ReturnType<typeof vi.fn>) => {
  await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls.at(-1)?.[0] as { description: string };
};

describe('the description’s rich-text input', () => {
  afterEach(() => {
    // jsdom has no editing commands; the tests that need one define it
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('is a labelled multi-line text box showing the stored HTML, with a German toolbar', async () => {
    renderInput('<p>Vier <strong>große</strong></p>');

    const area = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(area).toHaveAttribute('aria-multiline', 'true');
    await waitFor(() => expect(area.innerHTML).toBe('<p>Vier <strong>große</strong></p>'));
    const toolbar = screen.getByRole('toolbar', { name: 'Formatierung' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Fett', 'Kursiv', 'Aufzählung', 'Nummerierte Liste']);
  });

  it('takes what is typed as HTML', async () => {
    const onSubmit = renderInput('');
    const area = screen.getByRole('textbox', { name: 'Beschreibung' });

    area.innerHTML = '<p>Farbe: <em>grün</em></p>';
    fireEvent.input(area);

    expect((await submitted(onSubmit)).description).toBe('<p>Farbe: <em>grün</em></p>');
  });

  it('applies a toolbar command to the text box and keeps the selection on the press', async () => {
    const onSubmit = renderInput('<p>Wichtig</p>');
    const area = screen.getByRole('textbox', { name: 'Beschreibung' });
    await waitFor(() => expect(area.innerHTML).toBe('<p>Wichtig</p>'));
    const execCommand = vi.fn((command: string) => {
      if (command === 'bold') area.innerHTML = '<p><b>Wichtig</b></p>';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });

    const bold = screen.getByRole('button', { name: 'Fett' });
    // pressing the button must not take the focus (and the selection) from the text
    expect(fireEvent.mouseDown(bold)).toBe(false);
    await userEvent.click(bold);

    expect(execCommand).toHaveBeenCalledWith('bold');
    expect(document.activeElement).toBe(area);
    expect((await submitted(onSubmit)).description).toBe('<p><b>Wichtig</b></p>');
  });

  it('shows a value loaded later, but never overwrites the text while it is being typed in', async () => {
    renderInput('<p>Alt</p>');
    const area = screen.getByRole('textbox', { name: 'Beschreibung' });

    await userEvent.click(screen.getByRole('button', { name: 'Neu geladen' }));
    await waitFor(() => expect(area.innerHTML).toBe('<p>Vom Server</p>'));

    area.focus();
    area.innerHTML = '<p>Ich tippe</p>';
    fireEvent.input(area);
    fireEvent.click(screen.getByRole('button', { name: 'Neu geladen' }));

    await waitFor(() => expect(area.innerHTML).toBe('<p>Ich tippe</p>'));
    expect(document.activeElement).toBe(area);
  });
});
