import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HttpError, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { Product } from '../../api/types';
import { orderMessages } from '../../i18n/orders';
import type { Order, OrderItem } from '../orderState';
import { updateOrderItem } from '../api';
import type { PartChoice } from '../components/itemChoices';
import { choicesOf } from '../components/itemChoices';
import { PartChoices } from '../components/PartChoices';

const T = 'resources.orders';

interface ItemEditDialogProps {
  order: Order;
  item: OrderItem;
  onClose: () => void;
  onSaved: () => void;
}

/** Field errors of the server by path ('amount', 'parts.1', ...), plus the first message. */
function errorsOf(error: unknown): { fields: Record<string, string>; message: string } {
  const message = (error as Error).message || orderMessages.messages.updateFailed;
  const body =
    error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined) : undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body?.errors ?? {})) if (typeof value === 'string') fields[key] = value;
  return { fields, message };
}

/** Changes amount, unit and parts of one item; the server re-validates and re-prices the order. */
export function ItemEditDialog({ order, item, onClose, onSaved }: ItemEditDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: product } = useGetOne<Product>('products', { id: item.product }, { retry: false });
  const [amount, setAmount] = useState(String(item.amount));
  const [unit, setUnit] = useState(item.unit);
  const [choices, setChoices] = useState<PartChoice[]>(() => choicesOf(item));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string } | null>(null);

  const units = [
    ...new Set([item.unit, product?.unit, ...(product?.alternativeUnits ?? []).map((u) => u.unit)]),
  ].filter((value): value is string => Boolean(value));
  const parts = product?.config?.parts ?? [];
  const setChoice = (index: number, choice: PartChoice) =>
    setChoices((previous) => parts.map((_, i) => (i === index ? choice : (previous[i] ?? {}))));

  const save = async () => {
    setBusy(true);
    setErrors(null);
    try {
      await updateOrderItem(order.id, item.index, {
        product: item.product,
        amount,
        unit,
        parts: choices as Record<string, unknown>[],
      });
      notify(`${T}.actions.itemSaved`, { type: 'success' });
      onSaved();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (...names: string[]) =>
    names.map((name) => errors?.fields[`items.0.${name}`] ?? errors?.fields[name]).find(Boolean);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle>{`${translate(`${T}.actions.editItem`)}: ${item.name}`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {errors ? <Alert severity="error">{errors.message}</Alert> : null}
          <TextField
            label={translate(`${T}.fields.amount`)}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(fieldError('amount'))}
            helperText={fieldError('amount')}
            required
          />
          <TextField
            select
            label={translate(`${T}.fields.unit`)}
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
            error={Boolean(fieldError('unit'))}
            helperText={fieldError('unit')}
          >
            {units.map((value) => (
              <MenuItem key={value} value={value}>
                {orderMessages.units[value] ?? value}
              </MenuItem>
            ))}
          </TextField>
          <PartChoices
            idPrefix="item-edit"
            parts={parts}
            choices={choices}
            onChange={setChoice}
            errorOf={(index) => fieldError(`parts.${index}`, 'parts')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate(`${T}.actions.abort`)}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(`${T}.actions.save`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
