import { Create } from 'react-admin';
import { siteFields, useContentSchema, useDescribeContentError } from '../content';
import { SiteForm } from './SiteForm';
import { sitePayload, type SiteValues } from './siteValues';

export default function SiteCreate() {
  const { data: schema } = useContentSchema();
  const describeError = useDescribeContentError('sites', siteFields);
  return (
    <Create
      redirect="edit"
      mutationOptions={{ meta: { describeError } }}
      transform={(values: SiteValues) => sitePayload(values, schema?.sites[values.type ?? 'default'])}
      record={{ type: 'default', isPublic: false, content: {} }}
    >
      <SiteForm />
    </Create>
  );
}
