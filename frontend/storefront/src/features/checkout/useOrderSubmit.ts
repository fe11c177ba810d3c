import type { Branch, Config } from '@bestellwerk/common/api/types';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';

import { trackCommerce } from '../../lib/analytics';
import { useNavigate } from '../../lib/router';
import { useCreateOrder } from './api/checkoutData';
import { missingAppointmentMessage } from './appointmentRequired';
import type { CheckoutCart } from './checkoutCart';
import type { CheckoutOffer } from './checkoutOffer';
import { checkoutErrors, type CheckoutErrors, fieldLabel, isKeyReused, NO_ERRORS } from './fieldErrors';
import { checkoutMessages } from './messages';
import { toOrderBody } from './orderBody';
import { afterCreate, leaveForPayment, rememberPendingPayment } from './paymentReturn';
import type { DeliveryAreaState } from './useDeliveryArea';
import type { CheckoutDraft } from './useCheckoutDraft';
import { visitOrigin } from './visitOrigin';

interface OrderSubmitOptions {
  identifier: string;
  branch: Branch;
  config: Config;
  cart: CheckoutCart;
  checkout: Pick<CheckoutDraft, 'draft' | 'placed' | 'renew'>;
  offer: CheckoutOffer;
  area: DeliveryAreaState;
  /** a self-service kiosk forgets the customer's draft after each order */
  isSelfService: boolean;
}

export interface OrderSubmit {
  /** what refused the last attempt: the checkout's own checks or the server's answer */
  errors: CheckoutErrors;
  /** the list of errors at the top, scrolled to and focused whenever they change */
  errorList: RefObject<HTMLDivElement | null>;
  submit: (event: FormEvent) => void;
  isPending: boolean;
}

/**
 * The submit of the checkout (spec §4 Checkout flow): a postcode no area serves and a missing appointment
 * the order needs are said before anything is sent; then POST /api/orders with the draft's key, and on
 * success the payment page or the status page. Tracks the checkout's start (once per visit with items) and
 * the purchase (spec §7).
 */
export function useOrderSubmit({
  identifier,
  branch,
  config,
  cart,
  checkout,
  offer,
  area,
  isSelfService,
}: OrderSubmitOptions): OrderSubmit {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  const errorList = useRef<HTMLDivElement>(null);
  const createOrder = useCreateOrder();
  const { draft, placed, renew } = checkout;
  const { currency } = offer;

  const startedItems = useRef(cart.items);
  useEffect(() => {
    if (startedItems.current.length > 0) trackCommerce('initiatecheckout', startedItems.current, currency);
  }, [currency]);

  useEffect(() => {
    if (errors.list.length === 0) return;
    errorList.current?.scrollIntoView?.({ block: 'start' });
    errorList.current?.focus();
  }, [errors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (createOrder.isPending || cart.items.length === 0) return;
    if (area.problem) {
      setErrors({
        list: [`${fieldLabel(area.postcode.field) ?? checkoutMessages.fields.zipCode}: ${area.problem}`],
        byField: {},
      });
      return;
    }
    const appointment = offer.isAppointmentShown ? cart.appointment : null;
    // a time the order needs is the customer's choice, never chosen for them (catering, cakes): ask
    if (offer.isAppointmentShown && offer.isAppointmentRequired && !appointment) {
      const message = missingAppointmentMessage(cart.products);
      setErrors({ list: [message], byField: { appointmentDate: [message] } });
      return;
    }
    const body = toOrderBody(
      draft,
      { ...cart, appointment, deliveryArea: area.hasAreas ? cart.deliveryArea : null },
      {
        branch: branch.id,
        choice: offer.choice,
        rules: offer.rules,
        paymentMethod: offer.paymentMethod,
        isDonationEnabled: Boolean(config.enablePluginDonations),
        origin: visitOrigin(),
      },
    );
    createOrder.mutate(
      { body, idempotencyKey: draft.idempotencyKey },
      {
        onSuccess: (order) => {
          trackCommerce('purchase', cart.items, currency, cart.pricing?.totalGross);
          const next = afterCreate(order);
          if (next.kind === 'payment') {
            // cart and draft stay until the status page shows the order paid: a failed payment is retried in one click
            placed(false);
            rememberPendingPayment({ uid: order.uid, identifier, isSelfService });
            leaveForPayment(next.url);
            return;
          }
          placed(isSelfService);
          cart.clear();
          navigate(next.path);
        },
        onError: (error) => {
          if (isKeyReused(error)) renew();
          setErrors(checkoutErrors(error));
        },
      },
    );
  }

  return { errors, errorList, submit, isPending: createOrder.isPending };
}
