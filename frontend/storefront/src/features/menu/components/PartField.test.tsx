import type { PartRule } from '@bestellwerk/common/rules/quantity';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import type { CartPartChoice } from '../../../lib/cartItem';
import { PartField } from './PartField';

const inscription: PartRule = { name: 'Aufschrift', description: 'Höchstens 30 Zeichen.', type: 'text', optional: true, options: [], maxLength: 30 };

function Inscription() {
  const [choice, setChoice] = useState<CartPartChoice>({ text: '' });
  return <PartField part={inscription} choice={choice} currency="EUR" problem={null} onChange={setChoice} />;
}

describe('a text part with a maximum length', () => {
  it('counts the characters and takes no 31st one, saying why', async () => {
    render(<Inscription />);
    const input = screen.getByLabelText(/Aufschrift/);
    expect(input).toHaveAttribute('maxLength', '30');
    expect(screen.getByText('0 von 30 Zeichen')).toBeInTheDocument();

    await userEvent.type(input, 'Alles Gute');
    expect(screen.getByText('10 von 30 Zeichen')).toBeInTheDocument();

    await userEvent.type(input, ' zum 30. Geburtstag!!');
    expect(input).toHaveValue('Alles Gute zum 30. Geburtstag!');
    expect(screen.getByText('Aufschrift: höchstens 30 Zeichen.')).toBeInTheDocument();
    expect(screen.queryByText(/von 30 Zeichen/)).not.toBeInTheDocument();
  });
});
