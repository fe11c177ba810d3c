import { Create } from 'react-admin';
import { QrCodeForm } from './QrCodeForm';
import { qrCodePayload } from './qrCodeForm';

export default function QrCodeCreate() {
  return (
    <Create redirect="list" transform={qrCodePayload} record={{ targetKind: 'branch' }}>
      <QrCodeForm />
    </Create>
  );
}
