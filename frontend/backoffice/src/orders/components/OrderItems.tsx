import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCurrency } from '@bestellwerk/common/format';
import type { Order, OrderItem } from '../orderState';
import { partLines } from '@bestellwerk/common/orderParts';
import { amountText } from '../orderText';

interface OrderItemsProps {
  order: Order;
  /** Shows the item's price (detail page) and an action per item. */
  renderAction?: (item: OrderItem) => React.ReactNode;
  withPrices?: boolean;
}

/** The items with their chosen parts, as a list. */
export function OrderItems({ order, renderAction, withPrices = false }: OrderItemsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.items.map((item) => (
        <Box component="li" key={item.index} sx={{ display: 'flex', gap: 1, py: 0.5, alignItems: 'flex-start' }}>
          <Typography
            component="span"
            variant="body2"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: '4.5em' }}
          >
            {amountText(item)}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="span" variant="body2">
              {item.name}
            </Typography>
            {partLines(item).map((line) => (
              <Typography key={line} variant="caption" component="div" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
          {withPrices ? (
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatCurrency(item.gross)}
            </Typography>
          ) : null}
          {renderAction?.(item)}
        </Box>
      ))}
    </Box>
  );
}
