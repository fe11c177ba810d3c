import type { CartPricing } from '@bestellwerk/common/rules/pricing';

import type { NamedProduct } from '../../lib/availabilityNotes';
import type { CartItem } from '../../lib/cartItem';
import type { Product } from '../../lib/catalogue';
import type { DeliveryChoice } from './checkoutRules';
import type { OrderCart } from './orderBody';

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
