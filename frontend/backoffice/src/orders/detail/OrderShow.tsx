import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { formatCurrency, formatDateTime } from '@bestellwerk/common/format';
import { ReferenceField, Show, useRefresh, useShowContext, useTranslate } from 'react-admin';
import { ShowLoadError } from '../../components/LoadError';
import { Section } from '../../components/Section';
import type { Order, OrderItem } from '../orderState';
import { deliveryType, isFinal, statusOf } from '../orderState';
import { customerName, deliveryAddressLines, dueText, paymentText, totalText } from '../orderText';
import { LocalSettingsToggles, useLocalSettings } from '../components/LocalSettingsToggles';
import { ItemEditDialog } from './ItemEditDialog';
import { OrderCommands } from './OrderCommands';
import { OrderStatusField } from '../history/OrderFields';
import { OrderItems } from '../components/OrderItems';
import { PrintJobs } from './PrintJobs';
import { ReceiptButtons } from './ReceiptButtons';
import { StatusActions } from '../components/StatusActions';
import { PaymentDetails } from '../payment/PaymentDetails';
import { PaymentPendingNotice } from '../payment/PaymentPendingNotice';

const F = 'resources.orders.fields';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function OrderDetail() {
  const { record: order } = useShowContext<Order>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [settings, changeSetting] = useLocalSettings();
  const [editing, setEditing] = useState<OrderItem | null>(null);
  if (!order) return null;
  const final = isFinal(statusOf(order));
  const address = deliveryAddressLines(order);

  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('resources.orders.card.ticket', { number: order.ticketNumber })}
        </Typography>
        <OrderStatusField />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <ReferenceField source="branch" reference="branches" link={false} />
        </Typography>
      </Box>
      <PaymentPendingNotice order={order} />
      <StatusActions order={order} onChanged={refresh} size="medium" />
      <LocalSettingsToggles settings={settings} onChange={changeSetting} />

      <Section title={translate('resources.orders.name', { smart_count: 1 })}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={translate(`${F}.createdAt`)}>{formatDateTime(order.createdAt)}</Row>
          <Row label={translate(`${F}.appointment`)}>{dueText(order)}</Row>
          {order.readyBy ? <Row label={translate(`${F}.readyBy`)}>{formatDateTime(order.readyBy)}</Row> : null}
          {order.counterAppointment ? (
            <Row label={translate(`${F}.counterAppointment`)}>
              {`${formatDateTime(order.counterAppointment)} (${translate(`resources.orders.counterStates.${order.counterAppointmentState || 'none'}`)})`}
            </Row>
          ) : null}
          <Row label={translate(`${F}.deliveryType`)}>
            {translate(`resources.orders.deliveryTypes.${deliveryType(order)}`)}
            {order.tableIdentifier
              ? ` · ${translate('resources.orders.card.table', { table: order.tableIdentifier })}`
              : ''}
            {order.deliveryAreaName ? ` · ${order.deliveryAreaName}` : ''}
          </Row>
          {order.comment ? <Row label={translate(`${F}.comment`)}>{order.comment}</Row> : null}
          {order.rejectionMessage ? (
            <Row label={translate(`${F}.rejectionMessage`)}>{order.rejectionMessage}</Row>
          ) : null}
        </Box>
      </Section>

      {settings.showProductData ? (
        <Section title={translate(`${F}.items`)}>
          <OrderItems
            order={order}
            withPrices
            renderAction={
              final
                ? undefined
                : (item) => (
                    <IconButton
                      size="small"
                      aria-label={`${translate('resources.orders.actions.editItem')}: ${item.name}`}
                      onClick={() => setEditing(item)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )
            }
          />
          <Divider sx={{ my: 1 }} />
          <Box component="dl" sx={{ m: 0 }}>
            {order.pricing.deliveryGross !== '0.00' ? (
              <Row label={translate(`${F}.deliveryFee`)}>{formatCurrency(order.pricing.deliveryGross)}</Row>
            ) : null}
            <Row label={translate(`${F}.total`)}>
              <strong>{totalText(order)}</strong>
            </Row>
          </Box>
        </Section>
      ) : null}

      {settings.showCustomerData ? (
        <Section title={translate(`${F}.customer`)}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={translate(`${F}.customer`)}>{customerName(order) || '—'}</Row>
            {order.phone ? <Row label={translate(`${F}.phone`)}>{order.phoneDisplay || order.phone}</Row> : null}
            {order.email ? <Row label={translate(`${F}.email`)}>{order.email}</Row> : null}
            {address.length > 0 ? (
              <Row label={translate(order.isDeliveryAddressDifferent ? `${F}.deliveryAddress` : `${F}.address`)}>
                {address.join('\n')}
              </Row>
            ) : null}
          </Box>
        </Section>
      ) : null}

      <Section title={translate(`${F}.payment`)}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={translate(`${F}.paymentMethod`)}>{paymentText(order)}</Row>
        </Box>
        <PaymentDetails order={order} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <OrderCommands order={order} onChanged={refresh} />
          <ReceiptButtons order={order} />
        </Box>
      </Section>

      <PrintJobs orderId={order.id} />

      {editing ? (
        <ItemEditDialog
          order={order}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
    </Box>
  );
}

export default function OrderShow() {
  return (
    <Show error={<ShowLoadError />} actions={false} component="div" title="resources.orders.history.title">
      <OrderDetail />
    </Show>
  );
}
