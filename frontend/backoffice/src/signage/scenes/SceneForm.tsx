import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useBlockContentInput } from '../../components/blockContentSlot';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';

const T = 'resources.scenes';

export const layoutChoices = [
  { id: 'menu-board', name: `${T}.layouts.menu-board` },
  { id: 'blocks', name: `${T}.layouts.blocks` },
];

/** A menu board: a title, the menu whose products, prices and sold-out state it draws live, and its categories. */
function MenuBoardFields() {
  return (
    <>
      <TextInput source="title" />
      <ReferenceInput source="menu" reference="menus">
        <AutocompleteInput helperText={`${T}.helpers.menu`} />
      </ReferenceInput>
      <ReferenceArrayInput source="categories" reference="categories">
        <AutocompleteArrayInput helperText={`${T}.helpers.categories`} />
      </ReferenceArrayInput>
    </>
  );
}

/** Content blocks: the website builder's block editor, lent by the app through components/blockContentSlot. */
function BlockFields() {
  const translate = useTranslate();
  const renderBlockContent = useBlockContentInput();
  if (!renderBlockContent) return <Alert severity="info">{translate(`${T}.helpers.blocks`)}</Alert>;
  return renderBlockContent({ source: 'content', label: `${T}.fields.content` });
}

function LayoutFields() {
  const layout = useWatch({ name: 'layout' });
  if (layout === 'blocks') return <BlockFields />;
  if (layout === 'menu-board') return <MenuBoardFields />;
  return null;
}

export function SceneForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 960 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="path" validate={required()} helperText={`${T}.helpers.path`} />
      <TextInput source="name" validate={required()} />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput helperText={`${T}.helpers.branch`} />
      </ReferenceInput>
      <SelectInput source="layout" choices={layoutChoices} defaultValue="menu-board" validate={required()} />
      <LayoutFields />
    </SimpleForm>
  );
}
