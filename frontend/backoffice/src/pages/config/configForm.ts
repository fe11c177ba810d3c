/** Converts between the API's config object and the form's values (theme colours as rows). */
import type { Config } from '../../dataProvider';

export interface ColourRow {
  name: string;
  value: string;
}

export type ConfigFormValues = Omit<Config, 'themeColors'> & { themeColors: ColourRow[] };

export function toFormValues(config: Config): ConfigFormValues {
  const colours = config.themeColors ?? {};
  return {
    ...config,
    themeColors: Object.entries(colours).map(([name, value]) => ({ name, value: String(value ?? '') })),
  };
}

export function fromFormValues(values: ConfigFormValues): Config {
  const themeColors: Record<string, string> = {};
  for (const row of values.themeColors ?? []) {
    const name = (row?.name ?? '').trim();
    if (name) themeColors[name] = (row.value ?? '').trim();
  }
  return { ...values, themeColors };
}
