import type { Branch, Config } from '@bestellwerk/common/api/types';
import { formatCurrency } from '@bestellwerk/common/format';
import { branchOpen } from '@bestellwerk/common/rules/openingHoursAt';
import type { CartPricing } from '@bestellwerk/common/rules/pricing';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';

import { useNavigate } from '../../../lib/router';
import type { NamedProduct } from '../../../lib/availabilityNotes';
import { trackCommerce } from '../../../lib/analytics';
import type { CartItem } from '../../../lib/cartItem';
import type { Product } from '../../../lib/catalogue';
import { useNowInstant } from '../../../lib/useNow';
import { checkoutMessages } from '../messages';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import { messages } from '../../../messages';
import { useBranchTables, useCreateOrder, useDonatees } from '../api/checkoutData';
import { type DeliveryChoice, fieldRules, offeredChoices, submitLabel } from '../checkoutRules';
import { checkoutErrors, type CheckoutErrors, fieldLabel, isKeyReused, NO_ERRORS, withPostcodeErrors } from '../fieldErrors';
import { type OrderCart, toOrderBody } from '../orderBody';
import { afterCreate, leaveForPayment, rememberPendingPayment } from '../paymentReturn';
import { isPriceFinal, paymentChoice } from '../paymentChoice';
import { forgetTable } from '../tableQuery';
import { visitOrigin } from '../visitOrigin';
import { useCheckoutDraft } from '../useCheckoutDraft';
import { type DeliveryPostcode, deliveryPostcode } from '../deliveryPostcode';
import { missingAppointmentMessage, needsProductTime } from '../appointmentRequired';
import { AddressFields } from './AddressFields';
import { AppointmentNotes } from './AppointmentNotes';
import { AppointmentPicker } from './AppointmentPicker';
import { CartSummary } from './CartSummary';
import styles from './Checkout.module.css';
import { ContactFields } from './ContactFields';
import { DeliveryAreaNotice } from './DeliveryAreaNotice';
import { DeliveryAreaSelect } from './DeliveryAreaSelect';
import { CheckboxField, FieldShell, TextField } from './Field';
import { LegalConsents } from './LegalConsents';
import { DeliveryAddressFields } from './DeliveryAddressFields';
import { closedWarnings, OrderSection } from './OrderSection';
import { PaymentMethods } from './PaymentMethods';
import { Section } from './Section';
import { SubmitActions } from './SubmitActions';

// only shops with the donations plugin need the picker's code
const DonateeSection = lazy(() => import('./DonateeSection').then((module) => ({ default: module.DonateeSection })));

const text = checkoutMessages;

/** The cart as the checkout reads and changes it (features/cart's useCart and useCartPricing). */
export interface CheckoutCart extends OrderCart {
  items: readonly CartItem[];
  choice: DeliveryChoice | null;
  pricing: CartPricing | null;
  /** the menu's products by id: units of the items, lead times */
  menuProducts: ReadonlyMap<number, Product>;
  /** the cart's products, for their lead times and windows (their categories' schedules) */
  products: readonly NamedProduct[];
  remove: (index: number) => void;
  /** puts a removed item back at its place ('Rückgängig') */
  insert: (index: number, item: CartItem) => void;
  /** opens the item dialog for the item at `index` (the route shows it) */
  edit: (index: number) => void;
  clear: () => void;
  setDeliveryType: (choice: DeliveryChoice) => void;
  setDeliveryArea: (area: number | null) => void;
  setOrder: (order: { appointment?: string | null; comment?: string }) => void;
}

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
export function CheckoutForm({ identifier, branch, config, cart, isPaymentFailed, isPaymentCanceled = false, tableQuery, isSelfService }: CheckoutFormProps) {
  const navigate = useNavigate();
  // a new instant on every tick of the business clock (every 30 seconds), so slots and labels move on
  const now = useNowInstant();
  const { draft, change, save, placed, renew } = useCheckoutDraft(identifier);
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  const errorList = useRef<HTMLDivElement>(null);
  const createOrder = useCreateOrder();

  const choices = offeredChoices(branch);
  const choice: DeliveryChoice = cart.choice && choices.includes(cart.choice) ? cart.choice : (choices[0] ?? 'takeaway');
  const isDelivery = choice === 'delivery';
  const rules = fieldRules(branch, choice);
  const tables = useBranchTables(identifier, branch.isDineInEnabled && branch.isTableSelectionEnabled);
  const donatees = useDonatees(Boolean(config.enablePluginDonations));
  const isOnlinePossible = isPriceFinal(Boolean(branch.isQuotationRequired), cart.pricing);
  const { methods, method: paymentMethod } = paymentChoice(config, branch, isOnlinePossible, draft.paymentMethod);
  const open = branchOpen(branch, now);
  const label = submitLabel({
    isQuotationRequired: branch.isQuotationRequired,
    isPreorderEnabled: branch.isPreorderEnabled,
    isOpenForOrders: open.isOpenForOrders,
    isDeliveryOpen: open.isDeliveryOpen,
    isDelivery,
    isMinimumOrderValueReached: cart.pricing?.isMinimumOrderValueReached ?? true,
  });
  // as the server decides: the branch asks for it, a preorder while closed, a product's lead time or window
  const isTypeOpen = open.isOpenForOrders && (!isDelivery || open.isDeliveryOpen);
  const isAppointmentRequired = branch.isAppointmentRequired || !isTypeOpen || needsProductTime(cart.products, now);
  const currency = config.currency || 'EUR';
  // a guest at a table orders for now: no appointment unless one is needed to order at all
  const isAppointmentShown = cart.items.length > 0 && (!rules.isTableOrder || isAppointmentRequired);
  // a delivery to a branch with areas: the area is chosen in 'Liefergebiet', preselected from the typed
  // postcode (rules/postcode, as the server derives it); the postcode is checked as it is typed
  const hasAreas = isDelivery && branch.deliveryAreas.length > 0;
  const postcode = deliveryPostcode(branch.deliveryAreas, draft, rules.isDeliveryAddressOffered);
  const postcodeProblem = hasAreas ? postcodeMessage(postcode, cart.deliveryArea) : null;
  const byField = hasAreas ? withPostcodeErrors(errors, postcode.field, postcodeProblem) : errors.byField;

  // the cart's area follows the postcode, so the summary prices that area's fee and minimum; a postcode
  // no area serves leaves no area (no fee is shown for an address the branch does not deliver to)
  const { setDeliveryArea, setDeliveryType } = cart;
  const derivedArea = hasAreas ? (postcode.area?.id ?? (postcode.isUnserved ? null : undefined)) : undefined;
  useEffect(() => {
    if (derivedArea !== undefined) setDeliveryArea(derivedArea);
  }, [derivedArea, setDeliveryArea]);

  // a table's QR code: dine-in at that table
  useEffect(() => {
    const table = tableQuery ? tables.data?.find((entry) => entry.identifier === tableQuery) : undefined;
    if (!table) return;
    setDeliveryType('dineIn');
    change({ table: table.id });
    forgetTable(identifier);
  }, [identifier, tableQuery, tables.data, setDeliveryType, change]);

  // checkout start (spec §7): once per visit of the checkout with items
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
    if (postcodeProblem) {
      setErrors({ list: [`${fieldLabel(postcode.field) ?? text.fields.zipCode}: ${postcodeProblem}`], byField: {} });
      return;
    }
    const appointment = isAppointmentShown ? cart.appointment : null;
    // a time the order needs is the customer's choice, never chosen for them (catering, cakes): ask
    if (isAppointmentShown && isAppointmentRequired && !appointment) {
      const message = missingAppointmentMessage(cart.products);
      setErrors({ list: [message], byField: { appointmentDate: [message] } });
      return;
    }
    const body = toOrderBody(draft, { ...cart, appointment, deliveryArea: hasAreas ? cart.deliveryArea : null }, {
      branch: branch.id,
      choice,
      rules,
      paymentMethod,
      isDonationEnabled: Boolean(config.enablePluginDonations),
      origin: visitOrigin(),
    });
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

  function back() {
    save();
    navigate(`/store/${encodeURIComponent(identifier)}`);
  }

  // an unserved postcode says so on its field instead
  const areaNotice = hasAreas && !postcode.isUnserved && <DeliveryAreaNotice area={postcode.area} currency={currency} />;
  const areaSelect = hasAreas && (
    <DeliveryAreaSelect
      areas={branch.deliveryAreas}
      value={cart.deliveryArea}
      currency={currency}
      errors={byField.deliveryArea}
      onChange={cart.setDeliveryArea}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1>{text.title}</h1>
      {isPaymentFailed && (
        <p role="alert" className={styles.errorBox}>
          {text.paymentFailed}
        </p>
      )}
      {isPaymentCanceled && (
        <p role="status" className={styles.errorBox}>
          {text.paymentCanceled}
        </p>
      )}
      {errors.list.length > 0 && (
        <div ref={errorList} tabIndex={-1} role="alert" className={styles.errorBox}>
          <p>{text.errorListHeading}</p>
          <ul>
            {errors.list.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      <Section id="section-order" title={text.sections.order}>
        <OrderSection
          choices={choices}
          choice={choice}
          onChoose={cart.setDeliveryType}
          tables={rules.isTableShown ? (tables.data ?? []) : null}
          table={draft.table}
          onTable={(table) => change({ table })}
          warnings={closedWarnings(branch, isDelivery, open)}
          errors={byField}
        />
        {rules.isTableOrder && !rules.isContactShown && (
          <TextField
            name="firstName"
            label={text.fields.firstName}
            autoComplete="given-name"
            value={draft.firstName}
            errors={byField.firstName}
            onChange={(firstName) => change({ firstName })}
          />
        )}
        {hasAreas && !rules.isAddressShown && (
          <>
            {areaSelect}
            <TextField
              name="zipCode"
              label={text.fields.zipCode}
              isRequired
              autoComplete="postal-code"
              maxLength={20}
              value={draft.zipCode}
              errors={byField.zipCode}
              onChange={(zipCode) => change({ zipCode })}
            />
            {areaNotice}
          </>
        )}
      </Section>

      {rules.isContactShown && (
        <Section id="section-contact" title={text.sections.contact}>
          <ContactFields
            draft={draft}
            isReachShown={rules.isReachShown}
            isEmailRequired={rules.isEmailRequired}
            isPhoneRequired={rules.isPhoneRequired}
            isNameRequired={!rules.isTableOrder}
            errors={byField}
            onChange={change}
          />
        </Section>
      )}

      {rules.isAddressShown && (
        <Section id="section-address" title={text.sections.address}>
          {areaSelect}
          <AddressFields draft={draft} errors={byField} onChange={change} />
          {!draft.isDeliveryAddressDifferent && areaNotice}
          {rules.isDeliveryAddressOffered && (
            <CheckboxField
              name="isDeliveryAddressDifferent"
              label={text.fields.isDeliveryAddressDifferent}
              checked={draft.isDeliveryAddressDifferent}
              errors={byField.isDeliveryAddressDifferent}
              onChange={(isDeliveryAddressDifferent) => change({ isDeliveryAddressDifferent })}
            />
          )}
          {rules.isDeliveryAddressOffered && draft.isDeliveryAddressDifferent && (
            <DeliveryAddressFields draft={draft} errors={byField} onChange={change} />
          )}
          {rules.isDeliveryAddressOffered && draft.isDeliveryAddressDifferent && areaNotice}
        </Section>
      )}

      {isAppointmentShown && (
        <Section id="section-appointment" title={text.sections.appointment}>
          <AppointmentPicker
            slots={{ branch, products: cart.products, isDelivery }}
            appointment={cart.appointment}
            isRequired={isAppointmentRequired}
            now={now}
            errors={byField.appointmentDate}
            onChange={(appointment) => cart.setOrder({ appointment })}
          />
          <AppointmentNotes branch={branch} products={cart.products} isDelivery={isDelivery} appointment={cart.appointment} now={now} />
        </Section>
      )}

      <Section id="section-comment" title={text.sections.comment}>
        <FieldShell name="comment" label={text.fields.comment} errors={byField.comment}>
          {(aria) => (
            <textarea {...aria} rows={3} maxLength={2000} value={cart.comment} onChange={(event) => cart.setOrder({ comment: event.target.value })} />
          )}
        </FieldShell>
      </Section>

      <Section id="section-cart" title={text.sections.cart}>
        <CartSummary
          identifier={identifier}
          items={cart.items}
          products={cart.menuProducts}
          pricing={cart.pricing}
          isQuotation={branch.isQuotationRequired}
          currency={currency}
          onEdit={cart.edit}
          onRemove={cart.remove}
          onRestore={cart.insert}
        />
        {isDelivery && cart.pricing && !cart.pricing.isMinimumOrderValueReached && cart.pricing.minimumOrderValue && (
          <p className={styles.warning}>{orderSummaryMessages.cart.minimumNotReached(formatCurrency(cart.pricing.minimumOrderValue, currency))}</p>
        )}
      </Section>

      {config.enablePluginDonations && donatees.data && donatees.data.length > 0 && (
        <Section id="section-donatee" title={text.sections.donatee}>
          <Suspense fallback={<p role="status">{messages.common.loading}</p>}>
            <DonateeSection donatees={donatees.data} value={draft.donatee} currency={currency} onChange={(donatee) => change({ donatee })} />
          </Suspense>
        </Section>
      )}

      <Section id="section-payment" title={text.sections.payment}>
        <PaymentMethods methods={methods} value={paymentMethod} errors={byField.paymentMethod} onChange={(method) => change({ paymentMethod: method })} />
      </Section>

      <LegalConsents
        config={config}
        legalInstructions={draft.legalInstructions}
        privacyPolicy={draft.privacyPolicy}
        errors={byField}
        onChange={(field, value) => change({ [field]: value })}
      />

      <SubmitActions label={label} isPending={createOrder.isPending} isEmpty={cart.items.length === 0} onBack={back} />
    </form>
  );
}

/**
 * What is wrong with the typed postcode, as the server would say it: no area serves it ('Wir liefern
 * leider nicht an die PLZ 1234.'), or the chosen area is not the postcode's ('Die PLZ 1060 gehört zum
 * Liefergebiet „1060 Mariahilf“.'); null when it fits (or none is typed yet).
 */
function postcodeMessage(postcode: DeliveryPostcode, chosenArea: number | null): string | null {
  if (postcode.isUnserved) return text.deliveryArea.notServed(postcode.postcode);
  if (postcode.area && chosenArea !== null && chosenArea !== postcode.area.id) return text.deliveryArea.otherArea(postcode.postcode, postcode.area.area);
  return null;
}
