import { ApiError } from '@bestellwerk/common/api/client';
import { lazy, Suspense, useMemo, useState } from 'react';

import { useLocation, useParams, useSearchParams } from '../../lib/router';
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
import type { CartItem } from '../../lib/cartItem';
import { shopTitle, useDocumentHead } from '../../lib/documentHead';
import { checkoutMessages } from '../../features/checkout/messages';
import { messages } from '../../messages';

// the item dialog (editing a cart line) is its own chunk, fetched when a line is edited
const ItemOverlay = lazy(() =>
  import('../../features/menu/components/ItemOverlay').then((module) => ({ default: module.ItemOverlay })),
);

/** "/store/:identifier/checkout", ".../checkout/error" (after a failed online payment) and ".../checkout/canceled"
 * (the customer cancelled on the payment page). */
export function Component() {
  const { identifier = '' } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const isPaymentFailed = pathname.endsWith('/checkout/error');
  const isPaymentCanceled = pathname.endsWith('/checkout/canceled');
  const config = useConfig();
  const branch = usePublicBranch(identifier);
  const menu = useBranchMenu(identifier);
  const { cart, deliveryChoice, remove, insert, replace, clear, setDeliveryType, setDeliveryArea, setOrder } =
    useCart(identifier);
  const [editing, setEditing] = useState<number | null>(null);
  const pricing = useCartPricing(identifier);
  const { isSelfService } = useSelfService();

  useDocumentHead(messages.titles.page(checkoutMessages.title, shopTitle(config.data)));

  const products = useMemo(() => menuProducts(menu.data), [menu.data]);
  const windowed = useMemo(() => windowedProducts(menu.data), [menu.data]);
  const checkoutCart = useMemo((): CheckoutCart => {
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
      insert,
      edit: setEditing,
      clear,
      setDeliveryType,
      setDeliveryArea,
      setOrder,
    };
  }, [
    cart,
    deliveryChoice,
    pricing,
    products,
    windowed,
    remove,
    insert,
    clear,
    setDeliveryType,
    setDeliveryArea,
    setOrder,
  ]);

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
  const editedItem: CartItem | undefined = editing === null ? undefined : cart.items[editing];
  const editedProduct = editedItem ? products.get(editedItem.product) : undefined;
  return (
    <>
      <CheckoutForm
        key={identifier}
        identifier={identifier}
        branch={branch.data}
        config={config.data}
        cart={checkoutCart}
        isPaymentFailed={isPaymentFailed}
        isPaymentCanceled={isPaymentCanceled}
        tableQuery={search.get(TABLE_PARAM) ?? rememberedTable(identifier)}
        isSelfService={isSelfService}
      />
      {editing !== null && editedItem && editedProduct && (
        <Suspense fallback={null}>
          <ItemOverlay
            key={`${editedProduct.id}-${editing}`}
            product={editedProduct}
            currency={config.data.currency || 'EUR'}
            initial={editedItem}
            onSave={(item) => {
              replace(editing, item);
              setEditing(null);
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
