/** Converts between the API's config object and the form's values (theme colours as rows). */
import type { Config, ConfigRequest } from '../../api/types';

/** One theme colour as the form edits it (the API holds them as one {name: value} object). */
export interface ColourRow {
  name: string;
  value: string;
}

export type ConfigFormValues = Omit<Config, 'themeColors'> & { themeColors: ColourRow[] };

export function toFormValues(config: Config): ConfigFormValues {
  // The schema leaves themeColors untyped (a JSON object: colour name → CSS value).
  const colours = config.themeColors ?? {};
  return {
    ...config,
    themeColors: Object.entries(colours).map(([name, value]) => ({ name, value: String(value ?? '') })),
  };
}

export function fromFormValues(values: ConfigFormValues): ConfigRequest {
  const themeColors: Record<string, string> = {};
  for (const row of values.themeColors ?? []) {
    const name = (row?.name ?? '').trim();
    if (name) themeColors[name] = (row.value ?? '').trim();
  }
  return { ...values, themeColors };
}
