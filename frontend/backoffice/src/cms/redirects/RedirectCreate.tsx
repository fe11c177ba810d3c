import { Create } from 'react-admin';
import type { Redirect } from '../../api/types';
import { RedirectForm } from './RedirectForm';
import { useRedirectSaved } from './useRedirectSaved';

export default function RedirectCreate() {
  const onSuccess = useRedirectSaved('created');
  return (
    <Create<Redirect> redirect="list" mutationOptions={{ onSuccess }}>
      <RedirectForm />
    </Create>
  );
}
