import type { Branch, Config } from '@bestellwerk/common/api/types';
import { ApiError } from '@bestellwerk/common/api/client';
import { wallTimeString } from '@bestellwerk/common/time';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';

import { useParams } from '../../lib/router';
import { usePublicBranch } from '../../api/branches';
import { useConfig } from '../../api/config';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { NotFound } from '../../components/NotFound';
import { BranchAddress } from '../../components/BranchAddress';
import { OpeningHoursTable } from '../../components/OpeningHoursTable';
import { OpenState } from '../../components/OpenState';
import { cartBarState } from '../../features/cart/cartBar';
import { CartBar } from '../../features/cart/components/CartBar';
import { CartPanel } from '../../features/cart/components/CartPanel';
import { CartSummary } from '../../features/cart/components/CartSummary';
import { useTableQuery } from '../../features/checkout/tableQuery';
import { type CartItem, useBranchMenu, useCart, useCartPricing } from '../../features/cart';
import { AddedNotice } from '../../features/menu/components/AddedNotice';
import { BranchIntro } from '../../features/menu/components/BranchIntro';
import { CategoryBar } from '../../features/menu/components/CategoryBar';
import { ProductGroups } from '../../features/menu/components/ProductGroups';
import { menuGroups, windowedProducts } from '../../features/menu/availability';
import { branchNotices, closedMessage } from '../../features/menu/branchNotices';
import { useClock } from '../../features/menu/useClock';
import { menuProducts, type Product } from '../../lib/catalogue';
import { branchPageTitle, notFoundPageTitle, useDocumentHead } from '../../lib/documentHead';
import { menuMessages } from '../../features/menu/messages';
import styles from './branch.module.css';

const NO_GROUPS: ReturnType<typeof menuGroups> = [];

// the item dialog is its own chunk, fetched right after the page shows so a tap opens it at once
const loadItemOverlay = () => import('../../features/menu/components/ItemOverlay');
const ItemOverlay = lazy(() => loadItemOverlay().then((module) => ({ default: module.ItemOverlay })));

/** "/store/:identifier": the branch menu page (spec §2 Branch menu page). */
export function Component() {
  const { identifier = '' } = useParams();
  const config = useConfig();
  const branch = usePublicBranch(identifier);
  const isNotFound = branch.error instanceof ApiError && branch.error.status === 404;

  useDocumentHead(
    isNotFound ? notFoundPageTitle(config.data) : branch.data ? branchPageTitle(branch.data, config.data) : '',
    branch.data?.description,
  );

  if (isNotFound) return <NotFound />;
  if (branch.isError || config.isError) {
    return <ErrorState onRetry={() => void Promise.all([branch.refetch(), config.refetch()])} />;
  }
  if (!branch.data || !config.data) return <LoadingState />;
  if (!branch.data.isPublic) return <NotPublicBranch branch={branch.data} />;
  return <BranchMenu branch={branch.data} config={config.data} />;
}

/**
 * The page of a branch that is not public: name, description and its closed message as the menu notice
 * ('Wir eröffnen im Frühling. Bis bald in Graz!'), no menu, no cart and no opening line: it takes no
 * orders whatever its hours say (the server refuses them).
 */
function NotPublicBranch({ branch }: { branch: Branch }) {
  return (
    <div className={styles.page} data-closed>
      <BranchIntro branch={branch} notices={[]} isOrderingClosed />
      <div className={styles.main}>
        <p className={styles.message} role="status">
          {closedMessage(branch)}
        </p>
      </div>
      <footer className={styles.info}>
        <BranchAddress branch={branch} />
      </footer>
    </div>
  );
}

type Editing = { product: Product; index: number | null };

function BranchMenu({ branch, config }: { branch: Branch; config: Config }) {
  const menu = useBranchMenu(branch.identifier);
  const { cart, deliveryChoice, add, replace, setDeliveryType } = useCart(branch.identifier);
  const pricing = useCartPricing(branch.identifier);
  useTableQuery(branch.identifier, () => branch.isDineInEnabled && setDeliveryType('dineIn'));
  const now = useClock();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const hideNotice = useCallback(() => setAddedAt(null), []);
  useEffect(() => {
    void loadItemOverlay();
  }, []);
  const wallNow = wallTimeString(now);
  const { notices, isOpen, isOrderingClosed } = branchNotices(branch, now);
  const products = useMemo(() => menuProducts(menu.data), [menu.data]);
  const windowed = useMemo(() => windowedProducts(menu.data), [menu.data]);
  const currency = config.currency || 'EUR';
  const groups = useMemo(() => menuGroups(menu.data?.catalog ?? [], wallNow), [menu.data, wallNow]);
  // a long menu renders in the background in small slices: the page answers input at once
  const shownGroups = useDeferredValue(groups, NO_GROUPS);
  const bar = cartBarState({
    items: cart.items,
    products,
    pricing,
    isOrderingClosed,
    isDelivery: deliveryChoice === 'delivery',
    currency,
  });

  function save(item: CartItem) {
    if (editing?.index != null) replace(editing.index, item);
    else add(item);
    setEditing(null);
    setAddedAt(Date.now());
  }

  function editItem(index: number) {
    const product = products.get(cart.items[index]?.product ?? -1);
    if (product) setEditing({ product, index });
  }

  const editedItem = editing?.index != null ? cart.items[editing.index] : undefined;
  return (
    <div className={styles.page} data-closed={isOrderingClosed || undefined} data-has-cart-bar={bar ? true : undefined}>
      {/* one status line: the toolbar's (which names this branch), else the open state here; while
          closed the notice that says until when */}
      <BranchIntro
        branch={branch}
        notices={notices}
        isOrderingClosed={isOrderingClosed}
        status={
          isOpen && !config.enablePluginToolbar ? <OpenState rules={branch.openingHours} now={wallNow} /> : undefined
        }
      />
      {/* the menu first: on a phone the first product shows above the fold, the cart follows (and the bar) */}
      <div className={styles.layout}>
        <div className={styles.main}>
          {config.enablePluginCategoryBar && groups.length > 1 && (
            <CategoryBar categories={groups.map((group) => group.category)} />
          )}
          {menu.isError ? (
            <p className={styles.message}>{menu.error.message}</p>
          ) : !menu.data ? (
            <LoadingState />
          ) : groups.length === 0 ? (
            <p className={styles.message}>{menuMessages.noProducts}</p>
          ) : shownGroups.length === 0 ? (
            // a screen high while the groups render, so the address below never jumps into view
            <div className={styles.pending}>
              <LoadingState />
            </div>
          ) : (
            <ProductGroups
              groups={shownGroups}
              currency={currency}
              canPreorder={branch.isPreorderEnabled}
              onChoose={isOrderingClosed ? undefined : (product) => setEditing({ product, index: null })}
            />
          )}
        </div>
        <aside className={styles.aside}>
          <CartPanel
            identifier={branch.identifier}
            products={products}
            currency={currency}
            isOrderingClosed={isOrderingClosed}
            onEdit={editItem}
          />
          <CartSummary branch={branch} products={products} currency={currency} isOrderingClosed={isOrderingClosed} />
        </aside>
      </div>
      <footer className={styles.info}>
        <BranchAddress branch={branch} />
        <OpeningHoursTable rules={branch.openingHours} today={wallNow.slice(0, 10)} />
      </footer>
      {editing && (
        <Suspense fallback={null}>
          <ItemOverlay
            key={`${editing.product.id}-${editing.index ?? 'neu'}`}
            product={editing.product}
            currency={currency}
            initial={editedItem}
            onSave={save}
            onClose={() => setEditing(null)}
            availability={{ product: windowed.get(editing.product.id) ?? editing.product, branch, now }}
          />
        </Suspense>
      )}
      {bar && <CartBar identifier={branch.identifier} state={bar} />}
      <AddedNotice shownAt={addedAt} onHide={hideNotice} />
    </div>
  );
}
