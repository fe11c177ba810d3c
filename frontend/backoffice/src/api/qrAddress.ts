/** The address the printed QR codes open (`/api/tables/qr-address`): the tables' and the QR codes' label dialogs warn when it is a local one. */
import { useQuery } from '@tanstack/react-query';
import { request } from './http';
import type { QrAddress } from './types';
import { organisationMessages } from '../i18n/organisation';

export function useQrAddress(enabled: boolean) {
  return useQuery({
    queryKey: ['tables', 'qr-address'],
    queryFn: async () =>
      (await request<QrAddress>('/tables/qr-address', { fallback: organisationMessages.tables.messages.loadFailed }))
        .data,
    enabled,
    retry: false,
  });
}
