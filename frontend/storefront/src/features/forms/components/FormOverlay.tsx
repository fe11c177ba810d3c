import { useQuery } from '@tanstack/react-query';

import { Dialog } from '../../../components/Dialog';
import { getForm } from '../api/form';
import { formMessages } from '../messages';
import { FormView } from './FormView';
import styles from './Form.module.css';

interface Props {
  formId: number;
  onClose: () => void;
}

/** The full-screen dialog with one public form; clicking outside, Escape and 'Schliessen' close it. */
export default function FormOverlay({ formId, onClose }: Props) {
  const form = useQuery({
    queryKey: ['public', 'form', formId],
    queryFn: ({ signal }) => getForm(formId, signal),
    retry: false,
  });

  return (
    <Dialog title={form.data?.name || (form.isError ? formMessages.loadError : formMessages.loading)} onClose={onClose}>
      {form.data ? (
        <FormView form={form.data} onClose={onClose} />
      ) : (
        <p className={styles.status} role="status">
          {form.isError ? formMessages.loadError : formMessages.loading}
        </p>
      )}
    </Dialog>
  );
}
