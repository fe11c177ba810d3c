import { useConfig } from '../../api/config';
import { NotFound } from '../../components/NotFound';
import { notFoundPageTitle, useDocumentHead } from '../../lib/documentHead';

/** Every path no other route takes. */
export function Component() {
  const { data: config } = useConfig();
  useDocumentHead(notFoundPageTitle(config));
  return <NotFound />;
}
