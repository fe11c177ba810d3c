import { useRef } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { formatCurrency } from '@bestellwerk/common/format';
import { offeredUnits } from '@bestellwerk/common/rules/units';
import { orderMessages } from '../../i18n/orders';
import { PartChoices } from '../components/PartChoices';
import type { PhoneOrderLine, Product } from './phoneOrder';
import { lineGross, newLine, pricedProduct } from './phoneOrder';

const T = 'resources.orders.create';

interface OrderLinesProps {
  products: readonly { product: Product; category: string }[];
  lines: readonly PhoneOrderLine[];
  onChange: (lines: PhoneOrderLine[]) => void;
  /** The server's message for a path below the items ('', '0.amount', '1.parts.0'). */
  errorOf: (path: string) => string | undefined;
  disabled?: boolean;
}

const unitName = (unit: string) => orderMessages.units[unit] ?? unit;

/** The items of a phone order: a product search that adds a line, then amount, unit and parts per line. */
export function OrderLines({ products, lines, onChange, errorOf, disabled }: OrderLinesProps) {
  const translate = useTranslate();
  const nextKey = useRef(1);
  const update = (key: number, patch: Partial<PhoneOrderLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const itemsError = errorOf('');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Autocomplete
        options={products as { product: Product; category: string }[]}
        groupBy={(option) => option.category}
        getOptionLabel={(option) => option.product.name}
        getOptionKey={(option) => option.product.id}
        value={null}
        blurOnSelect={false}
        disabled={disabled}
        noOptionsText={translate(`${T}.noProducts`)}
        onChange={(_, option) => {
          if (!option) return;
          onChange([...lines, newLine(option.product, nextKey.current)]);
          nextKey.current += 1;
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate(`${T}.productSearch`)}
            error={Boolean(itemsError)}
            helperText={itemsError}
          />
        )}
      />
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.noItems`)}
        </Typography>
      ) : null}
      {lines.map((line, index) => {
        const { product } = line;
        const lineError = errorOf(String(index));
        return (
          <Paper
            key={line.key}
            variant="outlined"
            component="section"
            aria-label={product.name}
            sx={{ p: 2, display: 'grid', gap: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
                {product.name}
              </Typography>
              {product.isPriceHidden || product.price === null ? null : (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.unitPrice`, {
                    price: formatCurrency(product.price),
                    unit: unitName(product.unit ?? 'piece'),
                  })}
                </Typography>
              )}
              <IconButton
                aria-label={translate(`${T}.remove`, { name: product.name })}
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
                disabled={disabled}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            {lineError ? (
              <Typography variant="body2" color="error">
                {lineError}
              </Typography>
            ) : null}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextField
                label={translate('resources.orders.fields.amount')}
                value={line.amount}
                onChange={(event) => update(line.key, { amount: event.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(errorOf(`${index}.amount`))}
                helperText={errorOf(`${index}.amount`)}
                required
                sx={{ width: 140 }}
              />
              <TextField
                select
                label={translate('resources.orders.fields.unit')}
                value={line.unit}
                onChange={(event) => update(line.key, { unit: event.target.value })}
                error={Boolean(errorOf(`${index}.unit`))}
                helperText={errorOf(`${index}.unit`)}
                sx={{ minWidth: 140 }}
              >
                {offeredUnits(pricedProduct(product)).map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {unitName(unit)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <PartChoices
              idPrefix={`line-${line.key}`}
              parts={product.config?.parts ?? []}
              choices={line.parts}
              onChange={(part, choice) =>
                update(line.key, {
                  parts: (product.config?.parts ?? []).map((_, i) => (i === part ? choice : (line.parts[i] ?? {}))),
                })
              }
              errorOf={(part) => errorOf(`${index}.parts.${part}`) ?? errorOf(`${index}.parts`)}
            />
            {lineGross(line) === null ? null : (
              <Typography variant="body2" sx={{ justifySelf: 'end' }}>
                {translate(`${T}.lineTotal`, { price: formatCurrency(lineGross(line)!) })}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
