import { Edit, useRecordContext } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { useContentSchema } from '../content';
import { EditActions } from '../revisions';
import { DraftStatus } from './DraftStatus';
import { PreviewButton } from './PreviewButton';
import { SiteForm } from './SiteForm';
import { sitePayload, withDraft, type SiteValues } from './siteValues';

function SiteEditForm() {
  const record = useRecordContext<SiteValues & { id: number; draft?: Record<string, unknown> | null }>();
  return <SiteForm record={record ? withDraft(record) : undefined} header={<DraftStatus />} />;
}

export default function SiteEdit() {
  const { data: schema } = useContentSchema();
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <EditActions>
          <PreviewButton />
        </EditActions>
      }
      error={<EditLoadError />}
      transform={(values: SiteValues) => sitePayload(values, schema?.sites[values.type ?? 'default'])}
    >
      <SiteEditForm />
    </Edit>
  );
}
