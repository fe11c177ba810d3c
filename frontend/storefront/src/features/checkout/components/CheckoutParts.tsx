/**
 * The checkout's sections in the spec's order (§2 Checkout screen), each reading the CheckoutView the form
 * puts together: 'Bestellung', 'Kontaktdetails', 'Adresse', 'Gewünschter Termin', 'Kommentar hinzufügen',
 * 'Warenkorb', 'Spendenempfänger', 'Zahlungsart'; above them the payment's outcome and the list of errors.
 */
import type { Branch, Config, PublicTable } from '@bestellwerk/common/api/types';
import { formatCurrency } from '@bestellwerk/common/format';
import { lazy, type RefObject, Suspense } from 'react';

import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import { messages } from '../../../messages';
import { useDonatees } from '../api/checkoutData';
import type { CheckoutCart } from '../checkoutCart';
import type { CheckoutOffer } from '../checkoutOffer';
import type { OrderDraft } from '../draft';
import { checkoutMessages } from '../messages';
import type { DeliveryAreaState } from '../useDeliveryArea';
import { AddressFields } from './AddressFields';
import { AppointmentNotes } from './AppointmentNotes';
import { AppointmentPicker } from './AppointmentPicker';
import { CartSummary } from './CartSummary';
import styles from './Checkout.module.css';
import { ContactFields } from './ContactFields';
import { DeliveryAddressFields } from './DeliveryAddressFields';
import { DeliveryAreaNotice } from './DeliveryAreaNotice';
import { DeliveryAreaSelect } from './DeliveryAreaSelect';
import { CheckboxField, FieldShell, TextField } from './Field';
import { closedWarnings, OrderSection } from './OrderSection';
import { PaymentMethods } from './PaymentMethods';
import { Section } from './Section';

// only shops with the donations plugin need the picker's code
const DonateeSection = lazy(() => import('./DonateeSection').then((module) => ({ default: module.DonateeSection })));

const text = checkoutMessages;

/** What the checkout's sections read and change. */
export interface CheckoutView {
  identifier: string;
  branch: Branch;
  config: Config;
  cart: CheckoutCart;
  draft: OrderDraft;
  change: (fields: Partial<OrderDraft>) => void;
  offer: CheckoutOffer;
  area: DeliveryAreaState;
  /** the messages per field: the server's, and the typed postcode's */
  errors: Record<string, string[]>;
  now: Date;
}

interface PartProps {
  view: CheckoutView;
}

interface NoticesProps {
  isPaymentFailed: boolean;
  isPaymentCanceled: boolean;
  errors: readonly string[];
  errorList: RefObject<HTMLDivElement | null>;
}

/** A failed or cancelled payment, and every message of the last attempt ('Bitte prüfen Sie Ihre Eingaben'). */
export function CheckoutNotices({ isPaymentFailed, isPaymentCanceled, errors, errorList }: NoticesProps) {
  return (
    <>
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
      {errors.length > 0 && (
        <div ref={errorList} tabIndex={-1} role="alert" className={styles.errorBox}>
          <p>{text.errorListHeading}</p>
          <ul>
            {errors.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** 'Liefergebiet' of a delivery to a branch with areas. */
function AreaSelect({ view }: PartProps) {
  const { branch, cart, offer, area, errors } = view;
  if (!area.hasAreas) return null;
  return (
    <DeliveryAreaSelect
      areas={branch.deliveryAreas}
      value={cart.deliveryArea}
      currency={offer.currency}
      errors={errors.deliveryArea}
      onChange={cart.setDeliveryArea}
    />
  );
}

/** The postcode's area with its fee and minimum; an unserved postcode says so on its field instead. */
function AreaNotice({ view }: PartProps) {
  const { area, offer } = view;
  if (!area.hasAreas || area.postcode.isUnserved) return null;
  return <DeliveryAreaNotice area={area.postcode.area} currency={offer.currency} />;
}

/**
 * 'Bestellung': order type, table, closed warnings; a guest's first name where there are no contact
 * details, and the area and postcode of a delivery that asks for no address.
 */
export function OrderPart({ view, tables }: PartProps & { tables: readonly PublicTable[] | undefined }) {
  const { branch, cart, draft, change, offer, area, errors } = view;
  const { rules } = offer;
  return (
    <Section id="section-order" title={text.sections.order}>
      <OrderSection
        choices={offer.choices}
        choice={offer.choice}
        onChoose={cart.setDeliveryType}
        tables={rules.isTableShown ? (tables ?? []) : null}
        table={draft.table}
        onTable={(table) => change({ table })}
        warnings={closedWarnings(branch, offer.isDelivery, offer.open)}
        errors={errors}
      />
      {rules.isTableOrder && !rules.isContactShown && (
        <TextField
          name="firstName"
          label={text.fields.firstName}
          autoComplete="given-name"
          value={draft.firstName}
          errors={errors.firstName}
          onChange={(firstName) => change({ firstName })}
        />
      )}
      {area.hasAreas && !rules.isAddressShown && (
        <>
          <AreaSelect view={view} />
          <TextField
            name="zipCode"
            label={text.fields.zipCode}
            isRequired
            autoComplete="postal-code"
            maxLength={20}
            value={draft.zipCode}
            errors={errors.zipCode}
            onChange={(zipCode) => change({ zipCode })}
          />
          <AreaNotice view={view} />
        </>
      )}
    </Section>
  );
}

/** 'Kontaktdetails': name, e-mail and phone as the order type asks for them. */
export function ContactPart({ view }: PartProps) {
  const { draft, change, offer, errors } = view;
  const { rules } = offer;
  if (!rules.isContactShown) return null;
  return (
    <Section id="section-contact" title={text.sections.contact}>
      <ContactFields
        draft={draft}
        isReachShown={rules.isReachShown}
        isEmailRequired={rules.isEmailRequired}
        isPhoneRequired={rules.isPhoneRequired}
        isNameRequired={!rules.isTableOrder}
        errors={errors}
        onChange={change}
      />
    </Section>
  );
}

/** 'Adresse': the area, the customer's address and, for a delivery, a different delivery address. */
export function AddressPart({ view }: PartProps) {
  const { draft, change, offer, errors } = view;
  const { rules } = offer;
  if (!rules.isAddressShown) return null;
  return (
    <Section id="section-address" title={text.sections.address}>
      <AreaSelect view={view} />
      <AddressFields draft={draft} errors={errors} onChange={change} />
      {!draft.isDeliveryAddressDifferent && <AreaNotice view={view} />}
      {rules.isDeliveryAddressOffered && (
        <CheckboxField
          name="isDeliveryAddressDifferent"
          label={text.fields.isDeliveryAddressDifferent}
          checked={draft.isDeliveryAddressDifferent}
          errors={errors.isDeliveryAddressDifferent}
          onChange={(isDeliveryAddressDifferent) => change({ isDeliveryAddressDifferent })}
        />
      )}
      {rules.isDeliveryAddressOffered && draft.isDeliveryAddressDifferent && (
        <DeliveryAddressFields draft={draft} errors={errors} onChange={change} />
      )}
      {rules.isDeliveryAddressOffered && draft.isDeliveryAddressDifferent && <AreaNotice view={view} />}
    </Section>
  );
}

/** 'Gewünschter Termin': the slots and what the branch and the products say about them. */
export function AppointmentPart({ view }: PartProps) {
  const { branch, cart, offer, errors, now } = view;
  if (!offer.isAppointmentShown) return null;
  return (
    <Section id="section-appointment" title={text.sections.appointment}>
      <AppointmentPicker
        slots={{ branch, products: cart.products, isDelivery: offer.isDelivery }}
        appointment={cart.appointment}
        isRequired={offer.isAppointmentRequired}
        now={now}
        errors={errors.appointmentDate}
        onChange={(appointment) => cart.setOrder({ appointment })}
      />
      <AppointmentNotes
        branch={branch}
        products={cart.products}
        isDelivery={offer.isDelivery}
        appointment={cart.appointment}
        now={now}
      />
    </Section>
  );
}

/** 'Kommentar hinzufügen'. */
export function CommentPart({ view }: PartProps) {
  const { cart, errors } = view;
  return (
    <Section id="section-comment" title={text.sections.comment}>
      <FieldShell name="comment" label={text.fields.comment} errors={errors.comment}>
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            maxLength={2000}
            value={cart.comment}
            onChange={(event) => cart.setOrder({ comment: event.target.value })}
          />
        )}
      </FieldShell>
    </Section>
  );
}

/** 'Warenkorb': the items with their prices, and a delivery's minimum order value while not reached. */
export function CartPart({ view }: PartProps) {
  const { identifier, branch, cart, offer } = view;
  const { pricing } = cart;
  return (
    <Section id="section-cart" title={text.sections.cart}>
      <CartSummary
        identifier={identifier}
        items={cart.items}
        products={cart.menuProducts}
        pricing={pricing}
        isQuotation={branch.isQuotationRequired}
        currency={offer.currency}
        onEdit={cart.edit}
        onRemove={cart.remove}
        onRestore={cart.insert}
      />
      {offer.isDelivery && pricing && !pricing.isMinimumOrderValueReached && pricing.minimumOrderValue && (
        <p className={styles.warning}>
          {orderSummaryMessages.cart.minimumNotReached(formatCurrency(pricing.minimumOrderValue, offer.currency))}
        </p>
      )}
    </Section>
  );
}

/** 'Spendenempfänger': with the donations plugin and organisations to choose from. */
export function DonationPart({ view }: PartProps) {
  const { config, draft, change, offer } = view;
  const donatees = useDonatees(Boolean(config.enablePluginDonations));
  if (!config.enablePluginDonations || !donatees.data || donatees.data.length === 0) return null;
  return (
    <Section id="section-donatee" title={text.sections.donatee}>
      <Suspense fallback={<p role="status">{messages.common.loading}</p>}>
        <DonateeSection
          donatees={donatees.data}
          value={draft.donatee}
          currency={offer.currency}
          onChange={(donatee) => change({ donatee })}
        />
      </Suspense>
    </Section>
  );
}

/** 'Zahlungsart'. */
export function PaymentPart({ view }: PartProps) {
  const { change, offer, errors } = view;
  return (
    <Section id="section-payment" title={text.sections.payment}>
      <PaymentMethods
        methods={offer.methods}
        value={offer.paymentMethod}
        errors={errors.paymentMethod}
        onChange={(method) => change({ paymentMethod: method })}
      />
    </Section>
  );
}
