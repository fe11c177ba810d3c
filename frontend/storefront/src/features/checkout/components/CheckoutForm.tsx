import type { Branch, Config } from '@bestellwerk/common/api/types';
import { formatCurrency } from '@bestellwerk/common/format';
import { branchOpen } from '@bestellwerk/common/rules/openingHoursAt';
import { defaultMethod, offeredMethods, type PaymentMethod } from '@bestellwerk/common/rules/payment';
import { normalizePhone, phoneHint, stripTyped } from '@bestellwerk/common/rules/phone';
import type { CartPricing } from '@bestellwerk/common/rules/pricing';
import type { ItemInput } from '@bestellwerk/common/rules/quantity';
import { availability, type LeadTimeProduct, leadTimeMinutes } from '@bestellwerk/common/rules/slots';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import buttonStyles from '../../../components/Button.module.css';
import type { CartItem } from '../../../lib/cartItem';
import { useBusinessNow } from '../../../lib/useNow';
import { messages } from '../../../messages';
import { type OrderBody, useBranchTables, useCreateOrder, useDonatees } from '../api/checkoutData';
import { type DeliveryChoice, fieldRules, offeredChoices, submitLabel } from '../checkoutRules';
import { clearDraft, loadDraft, type OrderDraft, saveDraft } from '../draft';
import { checkoutErrors, type CheckoutErrors, NO_ERRORS } from '../fieldErrors';
import { forgetTable } from '../tableQuery';
import { AddressFields, DeliveryAreaField } from './AddressFields';
import { AppointmentPicker } from './AppointmentPicker';
import { CartSummary } from './CartSummary';
import styles from './Checkout.module.css';
import { FieldShell, TextField } from './Field';
import { LegalConsents } from './LegalConsents';
import { closedWarnings, OrderSection } from './OrderSection';

// only shops with the donations plugin need the picker's code
const DonateeSection = lazy(() => import('./DonateeSection').then((module) => ({ default: module.DonateeSection })));

const text = messages.checkout;

/** The cart as the checkout reads and changes it (features/cart's useCart and useCartPricing). */
export interface CheckoutCart {
  items: readonly CartItem[];
  orderItems: ItemInput[];
  choice: DeliveryChoice | null;
  deliveryArea: number | null;
  appointment: string | null;
  comment: string;
  pricing: CartPricing | null;
  /** the cart's products, for their lead times */
  products: readonly LeadTimeProduct[];
  remove: (index: number) => void;
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
  /** `?table=<identifier>` of a table's QR code: dine-in at that table */
  tableQuery: string | null;
  /** a self-service kiosk forgets the customer's draft after each order */
  isSelfService: boolean;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function CheckoutForm({ identifier, branch, config, cart, isPaymentFailed, tableQuery, isSelfService }: CheckoutFormProps) {
  const navigate = useNavigate();
  const tick = useBusinessNow();
  // a new instant whenever the business clock ticks (every 30 seconds), so slots and labels move on
  const now = useMemo(() => new Date(), [tick]);
  const [draft, setDraft] = useState<OrderDraft>(() => loadDraft(identifier));
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  const errorList = useRef<HTMLDivElement>(null);
  const createOrder = useCreateOrder();

  const choices = offeredChoices(branch);
  const choice: DeliveryChoice = cart.choice && choices.includes(cart.choice) ? cart.choice : (choices[0] ?? 'takeaway');
  const isDelivery = choice === 'delivery';
  const rules = fieldRules(branch, choice);
  const tables = useBranchTables(identifier, branch.isDineInEnabled && branch.isTableSelectionEnabled);
  const donatees = useDonatees(Boolean(config.enablePluginDonations));
  const methods = offeredMethods(config, branch);
  const paymentMethod: PaymentMethod | null =
    draft.paymentMethod && methods.includes(draft.paymentMethod) ? draft.paymentMethod : defaultMethod(config, branch);
  const open = branchOpen(branch, now);
  const slots = useMemo(() => availability(branch, now, { products: cart.products, isDelivery }), [branch, now, cart.products, isDelivery]);
  const label = submitLabel({
    isQuotationRequired: branch.isQuotationRequired,
    isPreorderEnabled: branch.isPreorderEnabled,
    isOpenForOrders: open.isOpenForOrders,
    isDeliveryOpen: open.isDeliveryOpen,
    isDelivery,
    isMinimumOrderValueReached: cart.pricing?.isMinimumOrderValueReached ?? true,
  });
  // as the server decides: the branch asks for it, a preorder while closed, or a product's lead time
  const isTypeOpen = open.isOpenForOrders && (!isDelivery || open.isDeliveryOpen);
  const isAppointmentRequired = branch.isAppointmentRequired || !isTypeOpen || leadTimeMinutes(cart.products) > 0;
  const byField = errors.byField;
  const currency = config.currency || 'EUR';

  useEffect(() => saveDraft(identifier, draft), [identifier, draft]);

  // a table's QR code: dine-in at that table
  const { setDeliveryType } = cart;
  useEffect(() => {
    const table = tableQuery ? tables.data?.find((entry) => entry.identifier === tableQuery) : undefined;
    if (!table) return;
    setDeliveryType('dineIn');
    setDraft((current) => ({ ...current, table: table.id }));
    forgetTable(identifier);
  }, [identifier, tableQuery, tables.data, setDeliveryType]);

  useEffect(() => {
    if (errors.list.length === 0) return;
    errorList.current?.scrollIntoView?.({ block: 'start' });
    errorList.current?.focus();
  }, [errors]);

  const change = (fields: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...fields }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (createOrder.isPending || cart.items.length === 0) return;
    const body: OrderBody = {
      branch: branch.id,
      isDelivery,
      isDineIn: choice === 'dineIn',
      table: rules.isTableShown ? draft.table : null,
      deliveryArea: isDelivery ? cart.deliveryArea : null,
      donatee: config.enablePluginDonations ? draft.donatee : null,
      items: cart.orderItems,
      appointmentDate: cart.appointment,
      comment: cart.comment,
      firstName: draft.firstName,
      lastName: draft.lastName,
      email: draft.email,
      phone: normalizePhone(draft.phone),
      street: draft.street,
      floor: draft.floor,
      stairway: draft.stairway,
      door: draft.door,
      zipCode: draft.zipCode,
      city: draft.city,
      country: draft.country,
      paymentMethod,
      legalInstructions: draft.legalInstructions,
      privacyPolicy: draft.privacyPolicy,
    };
    createOrder.mutate(body, {
      onSuccess: (order) => {
        if (order.paymentRedirectUrl) {
          window.location.assign(order.paymentRedirectUrl);
          return;
        }
        cart.clear();
        if (isSelfService) clearDraft(identifier);
        navigate(`/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`);
      },
      onError: (error) => setErrors(checkoutErrors(error)),
    });
  }

  function back() {
    saveDraft(identifier, draft);
    navigate(`/store/${encodeURIComponent(identifier)}`);
  }

  const areaField = isDelivery && branch.deliveryAreas.length > 0 && (
    <DeliveryAreaField
      areas={branch.deliveryAreas}
      value={cart.deliveryArea}
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
        {!rules.isAddressShown && areaField}
      </Section>

      {rules.isContactShown && (
        <Section id="section-contact" title={text.sections.contact}>
          <div className={styles.grid}>
            <TextField
              name="firstName"
              label={text.fields.firstName}
              isRequired={rules.isAddressShown}
              autoComplete="given-name"
              value={draft.firstName}
              errors={byField.firstName}
              onChange={(firstName) => change({ firstName })}
            />
            <TextField
              name="lastName"
              label={text.fields.lastName}
              isRequired={rules.isAddressShown}
              autoComplete="family-name"
              value={draft.lastName}
              errors={byField.lastName}
              onChange={(lastName) => change({ lastName })}
            />
            <TextField
              name="email"
              type="email"
              label={text.fields.email}
              isRequired={rules.isEmailRequired}
              autoComplete="email"
              maxLength={254}
              value={draft.email}
              errors={byField.email}
              onChange={(email) => change({ email })}
            />
            <FieldShell name="phone" label={text.fields.phone} isRequired={rules.isPhoneRequired} errors={byField.phone} hint={phoneHint(draft.phone, text.phoneExample)}>
              {(aria) => (
                <input
                  {...aria}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={50}
                  value={draft.phone}
                  onChange={(event) => change({ phone: stripTyped(event.target.value) })}
                  onBlur={() => change({ phone: normalizePhone(draft.phone) })}
                />
              )}
            </FieldShell>
          </div>
        </Section>
      )}

      {rules.isAddressShown && (
        <Section id="section-address" title={text.sections.address}>
          {areaField}
          <AddressFields draft={draft} errors={byField} onChange={change} />
        </Section>
      )}

      {cart.items.length > 0 && (
        <Section id="section-appointment" title={text.sections.appointment}>
          <AppointmentPicker
            availability={slots}
            appointment={cart.appointment}
            isRequired={isAppointmentRequired}
            now={now}
            errors={byField.appointmentDate}
            onChange={(appointment) => cart.setOrder({ appointment })}
          />
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
          pricing={cart.pricing}
          currency={currency}
          onRemove={cart.remove}
        />
        {isDelivery && cart.pricing && !cart.pricing.isMinimumOrderValueReached && cart.pricing.minimumOrderValue && (
          <p className={styles.warning}>{text.cart.minimumNotReached(formatCurrency(cart.pricing.minimumOrderValue, currency))}</p>
        )}
      </Section>

      {config.enablePluginDonations && donatees.data && donatees.data.length > 0 && (
        <Section id="section-donatee" title={text.sections.donatee}>
          <Suspense fallback={<p role="status">{messages.common.loading}</p>}>
            <DonateeSection
              donatees={donatees.data}
              value={draft.donatee}
              currency={currency}
              onChange={(donatee) => change({ donatee })}
            />
          </Suspense>
        </Section>
      )}

      <Section id="section-payment" title={text.sections.payment}>
        {methods.length > 0 ? (
          <fieldset className={styles.choices} aria-describedby={byField.paymentMethod ? 'checkout-paymentMethod-error' : undefined}>
            <legend className={styles.visuallyHidden}>{text.sections.payment}</legend>
            {methods.map((method) => (
              <label key={method} className={styles.choice}>
                <input type="radio" name="paymentMethod" value={method} checked={paymentMethod === method} onChange={() => change({ paymentMethod: method })} />
                {text.payment[method]}
              </label>
            ))}
          </fieldset>
        ) : (
          <p>{text.payment.none}</p>
        )}
        {byField.paymentMethod && (
          <p id="checkout-paymentMethod-error" className={styles.fieldError}>
            {byField.paymentMethod.join(' ')}
          </p>
        )}
      </Section>

      <LegalConsents
        config={config}
        legalInstructions={draft.legalInstructions}
        privacyPolicy={draft.privacyPolicy}
        errors={byField}
        onChange={(field, value) => change({ [field]: value })}
      />

      <div className={styles.actions}>
        {label && (
          <button type="submit" className={buttonStyles.button} disabled={createOrder.isPending || cart.items.length === 0}>
            {createOrder.isPending ? text.submit.processing : label}
          </button>
        )}
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={back}>
          {text.back}
        </button>
      </div>
    </form>
  );
}
