import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Product } from '../../../api/types';

const T = 'resources.image-templates.generate';

export type ProductChoice = Pick<Product, 'id' | 'name'>;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), 250);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** Products chosen by typing: each search asks the server (`?q=`, 20 hits). */
export function ProductSearch({
  value,
  onChange,
}: {
  value: ProductChoice[];
  onChange: (products: ProductChoice[]) => void;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim());
  const { data = [], isFetching } = useGetList<Product>('products', {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Autocomplete<ProductChoice, true>
      multiple
      options={data}
      value={value}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_, products) => onChange(products.map(({ id, name }) => ({ id, name })))}
      filterOptions={(products) => products}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(`${T}.noProducts`)}
      openText={translate(`${T}.searchProducts`)}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      renderInput={(params) => (
        <TextField {...params} label={translate(`${T}.products`)} helperText={translate(`${T}.productsHelp`)} />
      )}
    />
  );
}
