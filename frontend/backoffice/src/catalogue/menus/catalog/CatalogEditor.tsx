/**
 * The catalogue of a menu: ordered categories, each with ordered products. Sorted by drag and drop
 * (also by keyboard), added by searching the server, removed with an undo (a category that still has
 * products asks first). Controlled: the form owns the value.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Confirm, useGetMany, useTranslate } from 'react-admin';
import type { CatalogEntry } from '../../../api/types';
import type { Catalog } from './catalogOps';
import {
  addCategory,
  addProduct,
  insertCategory,
  insertProduct,
  moveCategory,
  moveProduct,
  removeCategory,
  removeProduct,
} from './catalogOps';
import { ServerSearch } from './ServerSearch';
import type { NamedRecord } from './ServerSearch';
import { SortableList } from '../../../components/sortable/SortableList';

interface CatalogEditorProps {
  value: Catalog;
  onChange: (catalog: Catalog) => void;
  /** the server's message for the entry at this index (e.g. an unknown or repeated product) */
  errorAt?: (index: number) => string | undefined;
}

interface Removal {
  message: string;
  restore: (catalog: Catalog) => Catalog;
}

const T = 'resources.menus.catalog';
const categoryKey = (id: number) => `category-${id}`;
const productKey = (id: number) => `product-${id}`;
const idOfKey = (key: string) => Number(key.slice(key.lastIndexOf('-') + 1));

function useNames(resource: 'categories' | 'products', ids: number[], unknownKey: string) {
  const translate = useTranslate();
  const { data = [] } = useGetMany<NamedRecord>(resource, { ids });
  const names = new Map(data.map((record) => [record.id, record.name]));
  return (id: number) => names.get(id) ?? translate(`${T}.${unknownKey}`, { id });
}

export function CatalogEditor({ value, onChange, errorAt = () => undefined }: CatalogEditorProps) {
  const translate = useTranslate();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [confirming, setConfirming] = useState<CatalogEntry | null>(null);
  const categoryName = useNames(
    'categories',
    value.map((entry) => entry.category),
    'unknownCategory',
  );
  const productName = useNames(
    'products',
    [...new Set(value.flatMap((entry) => entry.products ?? []))],
    'unknownProduct',
  );

  const dropCategory = (entry: CatalogEntry) => {
    const index = value.findIndex((other) => other.category === entry.category);
    onChange(removeCategory(value, entry.category));
    setRemoval({
      message: translate(`${T}.categoryRemoved`, { name: categoryName(entry.category) }),
      restore: (catalog) => insertCategory(catalog, index, entry),
    });
  };

  const askToDropCategory = (entry: CatalogEntry) => {
    if ((entry.products ?? []).length === 0) dropCategory(entry);
    else setConfirming(entry);
  };

  const dropProduct = (category: number, product: number) => {
    const index = (value.find((entry) => entry.category === category)?.products ?? []).indexOf(product);
    onChange(removeProduct(value, category, product));
    setRemoval({
      message: translate(`${T}.productRemoved`, { name: productName(product) }),
      restore: (catalog) => insertProduct(catalog, category, index, product),
    });
  };

  const renderCategory = (key: string, handle: ReactNode) => {
    const category = idOfKey(key);
    const entry = value.find((other) => other.category === category) ?? { category, products: [] };
    const products = entry.products ?? [];
    const name = categoryName(category);
    const error = errorAt(value.indexOf(entry));
    return (
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} component="section" aria-label={name}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {handle}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold', flex: 1, minWidth: 0 }}>
            {name}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {translate(`${T}.products`, { smart_count: products.length })}
            </Typography>
          </Typography>
          <IconButton aria-label={translate(`${T}.removeCategory`, { name })} onClick={() => askToDropCategory(entry)}>
            <DeleteIcon />
          </IconButton>
        </Box>
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
        <Box sx={{ pl: { xs: 0, sm: 5 }, mt: 1, display: 'grid', gap: 1 }}>
          {products.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.emptyCategory`)}
            </Typography>
          ) : (
            <SortableList
              label={name}
              ids={products.map(productKey)}
              texts={T}
              nameOf={(productId) => productName(idOfKey(productId))}
              onMove={(from, to) => onChange(moveProduct(value, category, from, to))}
              renderItem={(productId, productHandle) => {
                const product = idOfKey(productId);
                const label = productName(product);
                return (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'background.paper' }}>
                    {productHandle}
                    <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{label}</Typography>
                    <IconButton
                      size="small"
                      aria-label={translate(`${T}.removeProduct`, { name: label, category: name })}
                      onClick={() => dropProduct(category, product)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                );
              }}
            />
          )}
          <ServerSearch
            resource="products"
            label={translate(`${T}.addProduct`, { category: name })}
            exclude={products}
            onPick={(record) => onChange(addProduct(value, category, record.id))}
          />
        </Box>
      </Paper>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 900 }}>
      {value.length === 0 ? (
        <Alert severity="info">{translate(`${T}.empty`)}</Alert>
      ) : (
        <SortableList
          label={translate('resources.menus.fields.catalog')}
          ids={value.map((entry) => categoryKey(entry.category))}
          texts={T}
          nameOf={(key) => categoryName(idOfKey(key))}
          onMove={(from, to) => onChange(moveCategory(value, from, to))}
          renderItem={renderCategory}
        />
      )}
      <ServerSearch
        resource="categories"
        label={translate(`${T}.addCategory`)}
        exclude={value.map((entry) => entry.category)}
        onPick={(record) => onChange(addCategory(value, record.id))}
      />
      <Confirm
        isOpen={confirming !== null}
        title={translate(`${T}.removeCategory`, { name: confirming ? categoryName(confirming.category) : '' })}
        content={translate(`${T}.confirmRemoveCategory`, {
          name: confirming ? categoryName(confirming.category) : '',
          smart_count: confirming?.products?.length ?? 0,
        })}
        onConfirm={() => {
          if (confirming) dropCategory(confirming);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
      <Snackbar
        open={removal !== null}
        autoHideDuration={10000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setRemoval(null);
        }}
        message={removal?.message}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              if (removal) onChange(removal.restore(value));
              setRemoval(null);
            }}
          >
            {translate(`${T}.undo`)}
          </Button>
        }
      />
    </Box>
  );
}
