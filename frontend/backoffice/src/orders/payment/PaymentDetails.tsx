import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatDateTime } from '@bestellwerk/common/format';
import { isOnlineMethod, PROVIDER_NAMES } from '@bestellwerk/common/onlinePayment';
import { useTranslate } from 'react-admin';
import type { Order } from '../orderState';

const P = 'resources.orders.payment';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The online payment at its provider: payment id, the provider's status, amount, what went back (each
 * refund, pending until the provider confirmed it) and the status history.
 */
export function PaymentDetails({ order }: { order: Order }) {
  const translate = useTranslate();
  const payment = order.paymentProvider;
  if (!payment) return null;
  const provider = isOnlineMethod(payment.provider) ? PROVIDER_NAMES[payment.provider] : payment.provider;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label={translate(`${P}.provider`)}>{`${provider} · ${payment.providerPaymentId}`}</Fact>
      <Fact label={translate(`${P}.providerStatus`)}>{payment.statusLabel}</Fact>
      <Fact label={translate(`${P}.amount`)}>{formatCurrency(payment.amount, payment.currency)}</Fact>
      {payment.refunds.length > 0 ? (
        <Fact label={translate(`${P}.refunds`)}>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {payment.refunds.map((refund) => (
              <li key={`${refund.createdAt}-${refund.amount}`}>
                {`${formatDateTime(refund.createdAt)} – ${formatCurrency(refund.amount, payment.currency)} ${refund.statusLabel}`}
              </li>
            ))}
          </Box>
        </Fact>
      ) : null}
      {payment.history.length > 0 ? (
        <Fact label={translate(`${P}.history`)}>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {payment.history.map((entry) => (
              <li key={`${entry.at}-${entry.status}`}>{`${formatDateTime(entry.at)} – ${entry.label}`}</li>
            ))}
          </Box>
        </Fact>
      ) : null}
    </Box>
  );
}
