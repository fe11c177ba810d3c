import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  DeleteWithConfirmButton,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { FormSubmission } from '../../api/types';
import { ShowLoadError } from '../../components/LoadError';
import { ReceivedField, useValueText } from './fields';

const T = 'resources.form-submissions';

/** Administrators delete a submission (personal data) after a confirmation. */
function Actions() {
  const { permissions } = usePermissions();
  return (
    <TopToolbar>{isAdmin(permissions) ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}</TopToolbar>
  );
}

/** Label → entered value, one row per field. */
function ValuesTable() {
  const record = useRecordContext<FormSubmission>();
  const text = useValueText();
  if (!record) return null;
  return (
    <Table size="small">
      <TableBody>
        {record.values.map((item) => (
          <TableRow key={item.key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '30%', verticalAlign: 'top' }}>
              {item.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{text(item.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Each action with its state, attempts and the last error (a mail server that was down). */
function ActionsTable() {
  const record = useRecordContext<FormSubmission>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Table size="small">
      <TableBody>
        {record.actions.map((action, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row" sx={{ width: '30%' }}>
              {translate(`${T}.actionTypes.${action.type}`, { _: action.type })}
            </TableCell>
            <TableCell>{translate(`${T}.states.${action.state}`, { _: action.state })}</TableCell>
            <TableCell>{action.attempts ? translate(`${T}.attempts`, { smart_count: action.attempts }) : ''}</TableCell>
            <TableCell>{action.error || action.detail}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function SubmissionShow() {
  return (
    <Show error={<ShowLoadError />} actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <Labeled source="createdAt">
          <ReceivedField />
        </Labeled>
        <TextField source="formName" />
        <Labeled source="values" fullWidth>
          <ValuesTable />
        </Labeled>
        <Labeled source="actions" fullWidth>
          <ActionsTable />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
