import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useGetList, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ApiError } from '@bestellwerk/common/api/client';
import { newIdempotencyKey } from '@bestellwerk/common/idempotencyKey';
import type { Branch } from '../../api/types';
import { LoadError } from '../../components/LoadError';
import { Section } from '../../components/Section';
import { activeMenu, createOrder } from '../api';
import { CustomerFields } from './CustomerFields';
import { OrderLines } from './OrderLines';
import { OrderSettings } from './OrderSettings';
import { PaymentFields } from './PaymentFields';
import type { PhoneOrderForm, PhoneOrderLine } from './phoneOrder';
import {
  deliveryTypes,
  EMPTY_FORM,
  lineErrors,
  menuProducts,
  needsAddress,
  phoneOrderPricing,
  splitErrors,
  toDraft,
} from './phoneOrder';
import { OrderTotal } from './OrderTotal';

const T = 'resources.orders.create';

/** Fields the form shows next to their input; the server's errors for any other field are listed on top. */
const SHOWN = new Set([
  'branch',
  'isDelivery',
  'isDineIn',
  'table',
  'deliveryArea',
  'appointmentDate',
  'firstName',
  'lastName',
  'phone',
  'email',
  'street',
  'floor',
  'door',
  'zipCode',
  'city',
  'comment',
  'paymentMethod',
]);

type Errors = ReturnType<typeof splitErrors>;
const NO_ERRORS: Errors = { fields: {}, general: [] };

/**
 * The phone order: staff enter a caller's order (branch, order type, items of the active menu,
 * customer, appointment, payment) and place it through POST /api/orders like the storefront does.
 */
export default function OrderCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [form, setForm] = useState<PhoneOrderForm>(EMPTY_FORM);
  const [lines, setLines] = useState<PhoneOrderLine[]>([]);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  // one key per order being entered: a repeated submit after a lost answer cannot place it twice
  const [idempotencyKey] = useState(newIdempotencyKey);

  const { data: branches } = useGetList<Branch>('branches', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const branch =
    branches?.find((candidate) => candidate.id === form.branch) ?? (branches?.length === 1 ? branches[0] : undefined);
  const menu = useQuery({
    queryKey: ['orders', 'phone-order', 'menu', branch?.identifier],
    queryFn: () => activeMenu(branch!.identifier),
    // the menu's products once per answer, not on every keystroke in the form
    select: menuProducts,
    enabled: Boolean(branch),
    retry: false,
  });

  const change = (patch: Partial<PhoneOrderForm>) => setForm((previous) => ({ ...previous, ...patch }));
  // the items' messages belong to the items as they were: a changed line is checked again on sending
  const changeLines = (next: PhoneOrderLine[]) => {
    setLines(next);
    setErrors((previous) => ({
      ...previous,
      fields: Object.fromEntries(
        Object.entries(previous.fields).filter(([field]) => field !== 'items' && !field.startsWith('items.')),
      ),
    }));
  };
  const chooseBranch = (next: Branch) => {
    // another branch has another menu, order types and payments
    setForm((previous) => ({
      ...previous,
      branch: next.id,
      deliveryType: deliveryTypes(next)[0] ?? 'takeaway',
      table: '',
      deliveryArea: '',
      paymentMethod: '',
    }));
    setLines([]);
  };
  const withAddress = branch ? needsAddress(branch, form.deliveryType) : false;
  // the running total by the shop's pricing rules, so the employee can tell the caller the price
  const pricing = phoneOrderPricing(form, lines, branch);
  const fieldError = (name: string) => errors.fields[name];
  const unshown = Object.entries(errors.fields)
    .filter(([field]) => !SHOWN.has(field) && field !== 'items' && !field.startsWith('items.'))
    .map(([, message]) => message);
  const general = [...errors.general, ...unshown];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!branch) {
      setErrors({ fields: { branch: translate(`${T}.chooseBranch`) }, general: [] });
      return;
    }
    // a required option group left empty (or an amount the shop refuses) is said at once, nothing is sent
    const problems = lineErrors(lines);
    if (Object.keys(problems).length > 0) {
      setErrors({ fields: problems, general: [] });
      return;
    }
    setBusy(true);
    try {
      const created = await createOrder(toDraft({ ...form, branch: branch.id }, lines, withAddress), idempotencyKey);
      notify(`${T}.created`, { type: 'success' });
      redirect('show', 'orders', created.id);
    } catch (error) {
      setErrors(splitErrors(error instanceof ApiError ? error.serverErrors : []));
      notify('resources.orders.messages.createFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, maxWidth: 960 }}
    >
      <Title title={`${T}.title`} />
      <Typography variant="h5" component="h1">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.intro`)}
      </Typography>
      {general.length > 0 ? (
        <Alert severity="error">
          {general.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}

      <Section spaced title={translate(`${T}.order`)}>
        <OrderSettings
          branches={branches ?? []}
          branch={branch}
          form={form}
          onBranch={chooseBranch}
          onChange={change}
          errorOf={fieldError}
          disabled={busy}
        />
      </Section>

      <Section spaced title={translate(`${T}.items`)}>
        {!branch ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.chooseBranch`)}
          </Typography>
        ) : menu.isError ? (
          <LoadError message={translate(`${T}.menuFailed`)} onRetry={() => menu.refetch()} />
        ) : (
          <OrderLines
            products={menu.data ?? []}
            lines={lines}
            onChange={changeLines}
            errorOf={(path) => fieldError(path ? `items.${path}` : 'items')}
            disabled={busy || !menu.data}
          />
        )}
      </Section>

      {pricing ? <OrderTotal pricing={pricing} /> : null}

      <Section spaced title={translate(`${T}.customer`)}>
        <CustomerFields form={form} onChange={change} errorOf={fieldError} withAddress={withAddress} disabled={busy} />
      </Section>

      <Section spaced title={translate('resources.orders.fields.payment')}>
        <PaymentFields branch={branch} form={form} onChange={change} errorOf={fieldError} disabled={busy} />
      </Section>

      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(`${T}.submit`)}
        </Button>
      </Box>
    </Box>
  );
}
