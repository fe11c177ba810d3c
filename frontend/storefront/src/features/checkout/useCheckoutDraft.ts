import { useCallback, useEffect, useState } from 'react';

import { clearDraft, loadDraft, type OrderDraft, renewKey, saveDraft } from './draft';

export interface CheckoutDraft {
  draft: OrderDraft;
  change: (fields: Partial<OrderDraft>) => void;
  /** 'Zurück': keep the draft as it is now */
  save: () => void;
  /**
   * The server's answer with the order arrived: the draft's key is spent. The next order of this tab
   * gets a new key with what was typed; a self-service kiosk forgets the customer's draft.
   */
  placed: (isSelfService: boolean) => void;
  /** The key is spent on an earlier order the customer did not see: the next submit places a new one. */
  renew: () => void;
}

/** The branch's order draft from session storage, saved back on every change (spec §4 Checkout flow). */
export function useCheckoutDraft(identifier: string): CheckoutDraft {
  const [draft, setDraft] = useState<OrderDraft>(() => loadDraft(identifier));
  useEffect(() => saveDraft(identifier, draft), [identifier, draft]);

  const change = useCallback((fields: Partial<OrderDraft>) => setDraft((previous) => ({ ...previous, ...fields })), []);
  const save = useCallback(() => saveDraft(identifier, draft), [identifier, draft]);
  const renew = useCallback(() => setDraft((previous) => renewKey(previous)), []);
  const placed = useCallback(
    (isSelfService: boolean) => {
      if (isSelfService) {
        clearDraft(identifier);
        return;
      }
      // saved at once: the page leaves for the status page before an effect would run
      const next = renewKey(draft);
      saveDraft(identifier, next);
      setDraft(next);
    },
    [identifier, draft],
  );

  return { draft, change, save, placed, renew };
}
