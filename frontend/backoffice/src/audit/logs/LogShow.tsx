import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShowLoadError } from '../../components/LoadError';
import { ChangesTable, LogActionField, LogEntityField, LogTimeField, LogUserField } from './LogFields';

export default function LogShow() {
  return (
    <Show error={<ShowLoadError />} actions={false}>
      <SimpleShowLayout>
        <Labeled source="createdAt">
          <LogTimeField />
        </Labeled>
        <Labeled source="user">
          <LogUserField />
        </Labeled>
        <Labeled source="action">
          <LogActionField />
        </Labeled>
        <Labeled source="entity">
          <LogEntityField />
        </Labeled>
        <TextField source="entityId" />
        <TextField source="entityLabel" />
        <Labeled source="changes" fullWidth>
          <ChangesTable />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
