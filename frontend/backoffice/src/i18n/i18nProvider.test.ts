import { describe, expect, it } from 'vitest';
import { addMessages, i18nProvider } from './i18nProvider';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('the German i18n provider', () => {
  it('picks the singular for 1 and the plural for every other count', async () => {
    await addMessages({ test: { apples: ' %{smart_count} Apfel |||| %{smart_count} Äpfel ' } });
    expect(t('test.apples', { smart_count: 1 })).toBe('1 Apfel');
    expect(t('test.apples', { smart_count: 0 })).toBe('0 Äpfel');
    expect(t('test.apples', { smart_count: 3 })).toBe('3 Äpfel');
  });

  it('fills placeholders and leaves those without a value as written', async () => {
    await addMessages({ test: { greeting: 'Hallo %{name}, %{rest}' } });
    expect(t('test.greeting', { name: 'Anna', rest: null })).toBe('Hallo Anna, %{rest}');
    expect(t('test.greeting', { name: 0 })).toBe('Hallo 0, %{rest}');
  });

  it('shows an unknown key as given, or its default text, filled with the values', () => {
    expect(t('Die Filiale wird noch verwendet.')).toBe('Die Filiale wird noch verwendet.');
    expect(t('test.missing', { _: 'Standard %{n}', n: 2 })).toBe('Standard 2');
    expect(t('%{n} neu', { n: 4 })).toBe('4 neu');
  });

  it('translates with texts added later and keeps the earlier ones', async () => {
    await addMessages({ test: { later: { nested: 'Später' } } });
    expect(t('test.later.nested')).toBe('Später');
    expect(t('ra.auth.logout')).toBe('Abmelden');
    expect(t('test.later', { _: 'Gruppe' })).toBe('Gruppe');
  });

  it('speaks German only', () => {
    expect(i18nProvider.getLocale()).toBe('de');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'de', name: 'Deutsch' }]);
  });
});
