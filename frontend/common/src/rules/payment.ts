/**
 * Payment methods offered at checkout (spec §9 payment values, §4 Checkout flow).
 *
 * A method is offered when the global config flag, its plugin flag and the branch flag are all exactly
 * true; the default is cash when offered, else datatrans when offered, else none. The Python backend
 * implements the same rule (backend/rules/payment.py); both run contracts/payment.json.
 */

export type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans';

type Flags = Record<string, unknown>;

/** value -> [config flag, config plugin flag, branch flag], in the order the checkout lists them. */
export const PAYMENT_METHODS: ReadonlyArray<readonly [PaymentMethod, string, string, string]> = [
  ['cash', 'enableCash', 'enablePluginCash', 'isCashEnabled'],
  ['atm-card', 'enableATMCard', 'enablePluginATMCard', 'isATMCardEnabled'],
  ['hydro-ag-voucher', 'enableHydroAGVoucher', 'enablePluginHydroAGVoucher', 'isHydroAGVoucherEnabled'],
  ['mollie', 'enableMollie', 'enablePluginMollie', 'isMollieEnabled'],
  ['datatrans', 'enableDatatrans', 'enablePluginDatatrans', 'isDatatransEnabled'],
];

const DEFAULT_ORDER: readonly PaymentMethod[] = ['cash', 'datatrans'];

/** The payment values offered, in the checkout's order; a missing or non-boolean flag counts as off. */
export function offeredMethods(config: object, branch: object): PaymentMethod[] {
  const configFlags = config as Flags;
  const branchFlags = branch as Flags;
  return PAYMENT_METHODS.filter(
    ([, flag, pluginFlag, branchFlag]) =>
      configFlags[flag] === true && configFlags[pluginFlag] === true && branchFlags[branchFlag] === true,
  ).map(([value]) => value);
}

export function defaultMethod(config: object, branch: object): PaymentMethod | null {
  const offered = offeredMethods(config, branch);
  return DEFAULT_ORDER.find((value) => offered.includes(value)) ?? null;
}

export function isMethodAllowed(value: string, config: object, branch: object): boolean {
  return (offeredMethods(config, branch) as string[]).includes(value);
}
