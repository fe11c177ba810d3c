import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import type { FieldError } from 'react-hook-form';
import type { CatalogEntry } from '../../../api/types';
import { CatalogEditor } from './CatalogEditor';

const EMPTY: CatalogEntry[] = [];

type EntryErrors = { category?: FieldError; products?: FieldError } | undefined;

/** The menu form's `catalog` field; server errors of an entry (`catalog.0.products`) show at that category. */
export function CatalogInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput<CatalogEntry[]>({ source: 'catalog', defaultValue: EMPTY });
  const error = fieldState.error as (FieldError & Record<number, EntryErrors>) | undefined;
  const message = (text: string | undefined) => (text ? translate(text, { _: text }) : undefined);
  const errorAt = (index: number) => message(error?.[index]?.category?.message ?? error?.[index]?.products?.message);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('resources.menus.fields.catalog')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.menus.catalog.unsavedHint')}
      </Typography>
      <CatalogEditor value={field.value ?? EMPTY} onChange={field.onChange} errorAt={errorAt} />
      {error?.message ? <FormHelperText error>{message(error.message)}</FormHelperText> : null}
    </>
  );
}
