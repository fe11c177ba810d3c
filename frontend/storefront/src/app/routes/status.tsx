import { ApiError } from '@bestellwerk/common/api/client';
import { useEffect } from 'react';

import { useParams } from '../../lib/router';
import { useConfig } from '../../api/config';
import { ErrorState } from '../../components/ErrorState';
import { InstallAppButton } from '../../components/InstallAppButton';
import { LoadingState } from '../../components/LoadingState';
import statusStyles from '../../components/StatusMessage.module.css';
import { clearCart } from '../../features/cart/cartStore';
import { clearDraft } from '../../features/checkout/draft';
import { useSelfService } from '../../features/selfService/useSelfService';
import { settlePayment } from '../../features/checkout/paymentReturn';
import { usePublicOrder } from '../../features/status/api/publicOrder';
import { OrderStatus } from '../../features/status/components/OrderStatus';
import { shopTitle, useDocumentHead } from '../../lib/documentHead';
import { statusMessages } from '../../features/status/messages';
import { messages } from '../../messages';

/** "/status/:uid/:hash": the public order status page, polled until the order is final. */
export function Component() {
  const { uid = '', hash = '' } = useParams();
  const config = useConfig();
  const order = usePublicOrder(uid, hash);
  const { isSelfService } = useSelfService();

  useDocumentHead(messages.titles.page(statusMessages.title, shopTitle(config.data)));

  // the order this tab left to pay for online is paid: now its cart (and a kiosk's draft) go
  const isPaid = order.data?.order.isPaid === true;
  useEffect(() => {
    if (!isPaid) return;
    const settled = settlePayment(uid);
    if (!settled) return;
    clearCart(settled.identifier);
    if (settled.isSelfService) clearDraft(settled.identifier);
  }, [isPaid, uid]);

  if (order.error instanceof ApiError && order.error.status === 404) {
    return (
      <div role="alert" className={statusStyles.box}>
        <p className={statusStyles.text}>{statusMessages.notFound}</p>
      </div>
    );
  }
  // a failed poll keeps showing the last known state; only a first load without data is an error
  if (!order.data && (order.isError || config.isError)) {
    return (
      <ErrorState
        onRetry={() => {
          void order.refetch();
          void config.refetch();
        }}
      />
    );
  }
  if (!order.data || !config.data) return <LoadingState />;
  return (
    <>
      <OrderStatus order={order.data.order} config={config.data} />
      <InstallAppButton isSelfService={isSelfService} />
    </>
  );
}
