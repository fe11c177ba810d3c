import type { PartRule } from '@bestellwerk/common/rules/quantity';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import type { CartPartChoice } from '../../../lib/cartItem';
import { PartField } from './PartField';

const inscription: PartRule = {
  name: 'Aufschrift',
  description: 'Höchstens 30 Zeichen.',
  type: 'text',
  optional: true,
  options: [],
  maxLength: 30,
};

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

describe('the options of a select part', () => {
  const variant = (value: string | null): PartRule => ({
    name: 'Variante',
    type: 'select',
    optional: false,
    options: [
      { name: 'Vegetarisch', modifier: 'add', value },
      { name: 'Klassisch', modifier: 'add', value: value === null ? null : '0.00' },
      { name: 'Festpreis', modifier: 'overwrite', value: value === null ? null : '20.00' },
    ],
  });

  it('name their surcharge when the price is public', () => {
    render(
      <PartField part={variant('4.50')} choice={{ options: [] }} currency="EUR" problem={null} onChange={() => {}} />,
    );
    expect(screen.getAllByRole('button').map((option) => option.textContent)).toEqual([
      'Vegetarisch (+ 4,50 EUR)',
      'Klassisch',
      'Festpreis (20,00 EUR)',
    ]);
  });

  it('show only their names for a hidden price (the menu sends no amount)', () => {
    render(
      <PartField part={variant(null)} choice={{ options: [] }} currency="EUR" problem={null} onChange={() => {}} />,
    );
    expect(screen.getAllByRole('button').map((option) => option.textContent)).toEqual([
      'Vegetarisch',
      'Klassisch',
      'Festpreis',
    ]);
    expect(document.body).not.toHaveTextContent('EUR');
  });
});
