import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { Task } from '../../api/types';
import { FormToolbar } from '../../components/FormToolbar';
import { taskPriorityChoices, taskStatusChoices } from '../choices';
import { AssigneeInput } from './AssigneeInput';
import { RichTextInput } from './RichTextInput';

function AttachmentLinks() {
  const record = useRecordContext<Task>();
  if (!record?.attachmentDetails.length) return null;
  return (
    <Stack component="ul" sx={{ pl: 2, mt: 0 }}>
      {record.attachmentDetails.map((file) => (
        <li key={file.id}>
          <Link href={file.url} target="_blank" rel="noopener noreferrer">
            {file.originalName || file.url}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

export function TaskForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 840 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="title" />
      <ReferenceInput source="project" reference="projects">
        <AutocompleteInput />
      </ReferenceInput>
      <AssigneeInput />
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        <SelectInput source="status" choices={taskStatusChoices} defaultValue="open" />
        <SelectInput source="priority" choices={taskPriorityChoices} defaultValue="normal" />
        <DateInput source="dueDate" />
      </Stack>
      <RichTextInput source="description" label="resources.tasks.fields.description" />
      <ReferenceArrayInput source="attachments" reference="uploads" perPage={50}>
        <AutocompleteArrayInput
          optionText={(upload: { originalName?: string; id: number }) => upload.originalName || `#${upload.id}`}
        />
      </ReferenceArrayInput>
      <AttachmentLinks />
    </SimpleForm>
  );
}
