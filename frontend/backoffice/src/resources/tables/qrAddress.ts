/** The address the tables' QR codes open (`/api/tables/qr-address`): the label dialog warns when it is a local one. */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
import type { QrAddress } from '../../api/types';
import { de } from '../../i18n/de';

export function useQrAddress(enabled: boolean) {
  return useQuery({
    queryKey: ['tables', 'qr-address'],
    queryFn: async () =>
      (await request<QrAddress>('/tables/qr-address', { fallback: de.resources.tables.messages.loadFailed })).data,
    enabled,
    retry: false,
  });
}
