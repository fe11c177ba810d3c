import { describe, expect, it } from 'vitest';
import { csvText, toCsv } from './csv';

describe('toCsv', () => {
  it('shows what Excel would run as a formula as text, by the server rule, and keeps numbers and phones', () => {
    const texts = ['=1+1', '@SUMME(A1)', '+A1', '-Rabatt', '\tTab', '+43 664 1234567', '-5', '(01) 234-5', 'Kernöl'];
    const lines = toCsv(
      ['Name'],
      texts.map((text) => [csvText(text)]),
    ).split('\r\n');
    expect(lines.slice(1, -1)).toEqual([
      "'=1+1",
      "'@SUMME(A1)",
      "'+A1",
      "'-Rabatt",
      "'\tTab",
      '+43 664 1234567',
      '-5',
      '(01) 234-5',
      'Kernöl',
    ]);
  });
});
