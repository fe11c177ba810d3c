import { describe, expect, it } from 'vitest';
import { fromFormValues, toFormValues } from './configForm';

describe('config form values', () => {
  it('edits theme colours as rows and saves them as an object', () => {
    const values = toFormValues({ shopName: 'Bestellwerk', themeColors: { black: '#030201', white: '#ffffff' } });
    expect(values.themeColors).toEqual([
      { name: 'black', value: '#030201' },
      { name: 'white', value: '#ffffff' },
    ]);
    values.themeColors.push({ name: ' accent ', value: '#8f1414 ' }, { name: '', value: '#000000' });
    expect(fromFormValues(values)).toEqual({
      shopName: 'Bestellwerk',
      themeColors: { black: '#030201', white: '#ffffff', accent: '#8f1414' },
    });
  });

  it('copes with a config without colours', () => {
    expect(toFormValues({}).themeColors).toEqual([]);
  });
});
