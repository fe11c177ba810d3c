import { DateField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShowLoadError } from '../../components/LoadError';
import { ChangesTable, LogActionField, LogUserField } from './LogFields';

export default function LogShow() {
  return (
    <Show error={<ShowLoadError />} actions={false}>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime locales="de-AT" />
        <Labeled source="user">
          <LogUserField />
        </Labeled>
        <Labeled source="action">
          <LogActionField />
        </Labeled>
        <TextField source="entity" />
        <TextField source="entityId" />
        <TextField source="entityLabel" />
        <Labeled source="changes" fullWidth>
          <ChangesTable />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
