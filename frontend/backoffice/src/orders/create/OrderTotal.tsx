import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatCurrency } from '@bestellwerk/common/format';
import type { CartPricing } from '@bestellwerk/common/rules/pricing';

const T = 'resources.orders.create';

/** The running total of a phone order ('Gesamt 22,80 EUR'; 'ca.' for an approximate price), updated as lines change. */
export function OrderTotal({ pricing }: { pricing: CartPricing }) {
  const translate = useTranslate();
  const prefix = pricing.isApproximate ? `${translate(`${T}.approximate`)} ` : '';
  const row = (label: string, amount: string) => (
    <>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {amount}
      </Typography>
    </>
  );
  return (
    <Paper variant="outlined" component="section" aria-label={translate(`${T}.total`)} sx={{ p: 2 }}>
      <Box component="dl" aria-live="polite" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0 }}>
        {pricing.deliveryGross !== '0.00' ? (
          <>
            {row(translate(`${T}.subtotal`), `${prefix}${formatCurrency(pricing.gross)}`)}
            {row(translate(`${T}.deliveryFee`), formatCurrency(pricing.deliveryGross))}
          </>
        ) : null}
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {translate(`${T}.grandTotal`)}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
          {`${prefix}${formatCurrency(pricing.totalGross)}`}
        </Typography>
      </Box>
      {!pricing.isMinimumOrderValueReached && pricing.minimumOrderValue ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {translate(`${T}.minimumNotReached`, { amount: formatCurrency(pricing.minimumOrderValue) })}
        </Typography>
      ) : null}
    </Paper>
  );
}
