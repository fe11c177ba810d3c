import { Create } from 'react-admin';
import { useContentSchema } from '../content';
import { SiteForm } from './SiteForm';
import { sitePayload, type SiteValues } from './siteValues';

export default function SiteCreate() {
  const { data: schema } = useContentSchema();
  return (
    <Create
      redirect="edit"
      transform={(values: SiteValues) => sitePayload(values, schema?.sites[values.type ?? 'default'])}
      record={{ type: 'default', isPublic: false, content: {} }}
    >
      <SiteForm />
    </Create>
  );
}
