import type { Branch, Config } from '@bestellwerk/common/api/types';

import { useNavigate } from '../../../lib/router';
import { useNowInstant } from '../../../lib/useNow';
import { useBranchTables } from '../api/checkoutData';
import type { CheckoutCart } from '../checkoutCart';
import { checkoutOffer } from '../checkoutOffer';
import { withPostcodeErrors } from '../fieldErrors';
import { checkoutMessages } from '../messages';
import { useTableFromQuery } from '../tableQuery';
import { useCheckoutDraft } from '../useCheckoutDraft';
import { useDeliveryArea } from '../useDeliveryArea';
import { useOrderSubmit } from '../useOrderSubmit';
import styles from './Checkout.module.css';
import {
  AddressPart,
  AppointmentPart,
  CartPart,
  CheckoutNotices,
  type CheckoutView,
  CommentPart,
  ContactPart,
  DonationPart,
  OrderPart,
  PaymentPart,
} from './CheckoutParts';
import { LegalConsents } from './LegalConsents';
import { SubmitActions } from './SubmitActions';

export type { CheckoutCart } from '../checkoutCart';

interface CheckoutFormProps {
  identifier: string;
  branch: Branch;
  config: Config;
  cart: CheckoutCart;
  isPaymentFailed: boolean;
  /** back from the payment page where the customer cancelled: no failure, the order can be sent again */
  isPaymentCanceled?: boolean;
  /** `?table=<identifier>` of a table's QR code: dine-in at that table */
  tableQuery: string | null;
  /** a self-service kiosk forgets the customer's draft after each order */
  isSelfService: boolean;
}

/** The checkout screen: its sections in the spec's order (§2 Checkout screen) and the submit (§4 Checkout flow). */
export function CheckoutForm({
  identifier,
  branch,
  config,
  cart,
  isPaymentFailed,
  isPaymentCanceled = false,
  tableQuery,
  isSelfService,
}: CheckoutFormProps) {
  const navigate = useNavigate();
  // a new instant on every tick of the business clock (every 30 seconds), so slots and labels move on
  const now = useNowInstant();
  const checkout = useCheckoutDraft(identifier);
  const { draft, change, save } = checkout;
  const offer = checkoutOffer(branch, config, cart, draft.paymentMethod, now);
  const tables = useBranchTables(identifier, branch.isDineInEnabled && branch.isTableSelectionEnabled);
  const area = useDeliveryArea(branch, draft, offer.rules, offer.isDelivery, cart);
  useTableFromQuery(identifier, tableQuery, tables.data, cart.setDeliveryType, change);
  const { errors, errorList, submit, isPending } = useOrderSubmit({
    identifier,
    branch,
    config,
    cart,
    checkout,
    offer,
    area,
    isSelfService,
  });
  const byField = area.hasAreas ? withPostcodeErrors(errors, area.postcode.field, area.problem) : errors.byField;
  const view: CheckoutView = { identifier, branch, config, cart, draft, change, offer, area, errors: byField, now };

  function back() {
    save();
    navigate(`/store/${encodeURIComponent(identifier)}`);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1>{checkoutMessages.title}</h1>
      <CheckoutNotices
        isPaymentFailed={isPaymentFailed}
        isPaymentCanceled={isPaymentCanceled}
        errors={errors.list}
        errorList={errorList}
      />
      <OrderPart view={view} tables={tables.data} />
      <ContactPart view={view} />
      <AddressPart view={view} />
      <AppointmentPart view={view} />
      <CommentPart view={view} />
      <CartPart view={view} />
      <DonationPart view={view} />
      <PaymentPart view={view} />
      <LegalConsents
        config={config}
        legalInstructions={draft.legalInstructions}
        privacyPolicy={draft.privacyPolicy}
        errors={byField}
        onChange={(field, value) => change({ [field]: value })}
      />
      <SubmitActions label={offer.label} isPending={isPending} isEmpty={cart.items.length === 0} onBack={back} />
    </form>
  );
}
