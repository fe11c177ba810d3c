import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  formatChange,
  formatCount,
  formatMinutes,
  formatMoney,
  formatPercent,
  formatValue,
} from './format';

describe('figures in German', () => {
  it('writes minutes of working time as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0:00 h');
    expect(formatMinutes(450)).toBe('7:30 h');
    expect(formatMinutes(2510)).toBe('41:50 h');
    expect(formatMinutes('65')).toBe('1:05 h');
  });

  it('formats counts with thousands separators and money from decimal strings', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatMoney('1234.50')).toBe('1.234,50 EUR');
    expect(formatMoney('0.10')).toBe('0,10 EUR');
    expect(formatMoney(7.5)).toBe('7,50 EUR');
    expect(formatValue('19.90', 'money', 'EUR')).toBe('19,90 EUR');
    expect(formatValue(3, 'count')).toBe('3');
  });

  it('shows the change to the previous period with its sign, none when there was nothing before', () => {
    expect(formatChange(120, 100)).toBe('+20,0 %');
    expect(formatChange('80.00', '100.00')).toBe('\u221220,0 %');
    expect(formatChange(100, 100)).toBe('±0,0 %');
    expect(formatChange(5, 0)).toBeNull();
  });

  it('computes the conversion as orders per unique visitor', () => {
    expect(conversionRate(3, 40)).toBe(0.075);
    expect(formatPercent(0.075)).toBe('7,5 %');
    expect(conversionRate(3, 0)).toBeNull();
  });
});
