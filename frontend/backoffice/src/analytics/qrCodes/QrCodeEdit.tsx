import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { QrCodeForm } from './QrCodeForm';
import { qrCodePayload } from './qrCodeForm';

export default function QrCodeEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} transform={qrCodePayload}>
      <QrCodeForm />
    </Edit>
  );
}
