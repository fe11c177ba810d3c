import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PRESENTATION_KEY } from '../settings';
import { ToolsOverlay } from './ToolsOverlay';

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tools overlay', () => {
  it("opens 'Präsentation konfigurieren' with the defaults, saves the values and plays until Escape", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ToolsOverlay />);

    await userEvent.click(screen.getByRole('button', { name: 'Präsentation' }));
    const dialog = screen.getByRole('dialog', { name: 'Präsentation konfigurieren' });
    expect(screen.getByLabelText('Pause in Millisekunden')).toHaveValue(2500);
    expect(screen.getByLabelText('Dauer in Millisekunden')).toHaveValue(30000);
    expect(screen.getByLabelText('Easing')).toHaveValue('swing');
    expect(dialog).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Pause in Millisekunden'));
    await userEvent.type(screen.getByLabelText('Pause in Millisekunden'), '0');
    await userEvent.clear(screen.getByLabelText('Dauer in Millisekunden'));
    await userEvent.type(screen.getByLabelText('Dauer in Millisekunden'), '1000');
    await userEvent.selectOptions(screen.getByLabelText('Easing'), 'linear');
    await userEvent.click(screen.getByRole('button', { name: 'Abspielen' }));

    expect(window.localStorage.getItem(PRESENTATION_KEY)).toBe('{"pause":0,"duration":1000,"easing":"linear"}');
    expect(screen.getByRole('status')).toHaveTextContent('Präsentation läuft – Escape oder ein Klick beendet sie.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(frames).toHaveLength(1);
    act(() => frames.shift()?.(performance.now()));
    expect(scrollTo).toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Präsentation' })).toBeInTheDocument();
  });

  it('stops at any click and opens the dialog with the saved values next time', async () => {
    window.localStorage.setItem(PRESENTATION_KEY, '{"pause":100,"duration":5000,"easing":"linear"}');
    render(<ToolsOverlay />);

    await userEvent.click(screen.getByRole('button', { name: 'Präsentation' }));
    expect(screen.getByLabelText('Pause in Millisekunden')).toHaveValue(100);
    expect(screen.getByLabelText('Dauer in Millisekunden')).toHaveValue(5000);
    expect(screen.getByLabelText('Easing')).toHaveValue('linear');
    await userEvent.click(screen.getByRole('button', { name: 'Abspielen' }));
    expect(screen.getByRole('status')).toBeInTheDocument();

    await userEvent.click(document.body);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
