import { Edit } from 'react-admin';
import type { Redirect } from '../../api/types';
import { EditLoadError } from '../../components/LoadError';
import { EditActions } from '../revisions';
import { RedirectForm } from './RedirectForm';
import { useRedirectSaved } from './useRedirectSaved';

export default function RedirectEdit() {
  const onSuccess = useRedirectSaved('updated');
  return (
    <Edit<Redirect>
      mutationMode="pessimistic"
      actions={<EditActions />}
      error={<EditLoadError />}
      mutationOptions={{ onSuccess }}
    >
      <RedirectForm />
    </Edit>
  );
}
