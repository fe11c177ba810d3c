import { Edit, useRecordContext } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { siteFields, useContentSchema, useDescribeContentError } from '../content';
import { EditActions } from '../revisions';
import { DraftStatus, withDraft } from '../drafts';
import { PreviewButton } from './PreviewButton';
import { SiteDraftButton } from './SiteDraftDialog';
import { SiteForm } from './SiteForm';
import { sitePayload, type SiteValues } from './siteValues';

function SiteEditForm() {
  const record = useRecordContext<SiteValues & { id: number; draft?: Record<string, unknown> | null }>();
  const { data: schema } = useContentSchema();
  const describe = useDescribeContentError('sites', siteFields);
  const payload = (values: Record<string, unknown>) => {
    const site = values as SiteValues;
    return sitePayload(site, schema?.sites[site.type ?? 'default']);
  };
  return (
    <SiteForm
      record={record ? withDraft(record) : undefined}
      header={<DraftStatus resource="sites" payload={payload} describe={describe} />}
    >
      <SiteDraftButton />
    </SiteForm>
  );
}

export default function SiteEdit() {
  const { data: schema } = useContentSchema();
  const describeError = useDescribeContentError('sites', siteFields);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ meta: { describeError } }}
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
