/**
 * A table's QR code opens `/store/{identifier}?table={table identifier}`: the branch page remembers the
 * table for the tab (session storage `asp.{identifier}.table`) and switches to dine-in; the checkout
 * then preselects that table once (a `?table=` on the checkout URL does the same directly).
 */
import type { PublicTable } from '@bestellwerk/common/api/types';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../lib/router';
import type { DeliveryChoice } from './checkoutRules';
import type { OrderDraft } from './draft';

export const TABLE_PARAM = 'table';

function tableKey(identifier: string): string {
  return `asp.${identifier}.table`;
}

/** The table identifier a QR code brought to the branch page, not yet applied by the checkout. */
export function rememberedTable(identifier: string): string | null {
  try {
    return window.sessionStorage.getItem(tableKey(identifier));
  } catch {
    return null;
  }
}

export function forgetTable(identifier: string): void {
  try {
    window.sessionStorage.removeItem(tableKey(identifier));
  } catch {
    // nothing stored
  }
}

/** On the branch page: keeps `?table=` for the checkout and calls `onTable` (choose dine-in). */
export function useTableQuery(identifier: string, onTable: () => void): void {
  const [search] = useSearchParams();
  const table = search.get(TABLE_PARAM);
  const callback = useRef(onTable);
  useEffect(() => {
    callback.current = onTable;
  });
  useEffect(() => {
    if (!table) return;
    try {
      window.sessionStorage.setItem(tableKey(identifier), table);
    } catch {
      // storage disabled: the checkout URL's own ?table still works
    }
    callback.current();
  }, [identifier, table]);
}

/** In the checkout: the table of `?table=` (or the one the branch page remembered) is chosen once it is known: dine-in at that table. */
export function useTableFromQuery(
  identifier: string,
  tableQuery: string | null,
  tables: readonly PublicTable[] | undefined,
  setDeliveryType: (choice: DeliveryChoice) => void,
  change: (fields: Partial<OrderDraft>) => void,
): void {
  useEffect(() => {
    const table = tableQuery ? tables?.find((entry) => entry.identifier === tableQuery) : undefined;
    if (!table) return;
    setDeliveryType('dineIn');
    change({ table: table.id });
    forgetTable(identifier);
  }, [identifier, tableQuery, tables, setDeliveryType, change]);
}
