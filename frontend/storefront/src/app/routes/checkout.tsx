import { ApiError } from '@bestellwerk/common/api/client';
import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';

import { usePublicBranch } from '../../api/branches';
import { useConfig } from '../../api/config';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { NotFound } from '../../components/NotFound';
import { toOrderItems, useBranchMenu, useCart, useCartPricing } from '../../features/cart';
import { type CheckoutCart, CheckoutForm } from '../../features/checkout/components/CheckoutForm';
import { rememberedTable, TABLE_PARAM } from '../../features/checkout/tableQuery';
import { useSelfService } from '../../features/selfService/useSelfService';
import { windowedProducts } from '../../features/menu/availability';
import { menuProducts } from '../../lib/catalogue';
import { shopTitle, useDocumentHead } from '../../lib/documentHead';
import { messages } from '../../messages';

/** "/store/:identifier/checkout" and ".../checkout/error" (after a failed online payment). */
export function Component() {
  const { identifier = '' } = useParams();
  const [search] = useSearchParams();
  const isPaymentFailed = useLocation().pathname.endsWith('/checkout/error');
  const config = useConfig();
  const branch = usePublicBranch(identifier);
  const menu = useBranchMenu(identifier);
  const { cart, deliveryChoice, remove, clear, setDeliveryType, setDeliveryArea, setOrder } = useCart(identifier);
  const pricing = useCartPricing(identifier);
  const { isSelfService } = useSelfService();

  useDocumentHead(messages.titles.page(messages.checkout.title, shopTitle(config.data)));

  const checkoutCart = useMemo((): CheckoutCart => {
    const products = menuProducts(menu.data);
    const windowed = windowedProducts(menu.data);
    return {
      items: cart.items,
      orderItems: toOrderItems(cart.items),
      choice: deliveryChoice,
      deliveryArea: cart.deliveryArea,
      appointment: cart.order.appointment,
      comment: cart.order.comment,
      pricing,
      menuProducts: products,
      products: cart.items.flatMap((item) => windowed.get(item.product) ?? []),
      remove,
      clear,
      setDeliveryType,
      setDeliveryArea,
      setOrder,
    };
  }, [cart, deliveryChoice, pricing, menu.data, remove, clear, setDeliveryType, setDeliveryArea, setOrder]);

  if (branch.error instanceof ApiError && branch.error.status === 404) return <NotFound />;
  if (config.isError || branch.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void config.refetch();
          void branch.refetch();
        }}
      />
    );
  }
  if (!config.data || !branch.data || (!menu.isSuccess && !menu.isError)) return <LoadingState />;
  return (
    <CheckoutForm
      key={identifier}
      identifier={identifier}
      branch={branch.data}
      config={config.data}
      cart={checkoutCart}
      isPaymentFailed={isPaymentFailed}
      tableQuery={search.get(TABLE_PARAM) ?? rememberedTable(identifier)}
      isSelfService={isSelfService}
    />
  );
}
