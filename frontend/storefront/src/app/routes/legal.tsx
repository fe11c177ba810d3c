import { ApiError } from '@bestellwerk/common/api/client';

import { useParams } from '../../lib/router';
import { useConfig } from '../../api/config';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { NotFound } from '../../components/NotFound';
import { useLegalPage } from '../../api/legalPage';
import { LegalPage } from '../../features/legal/components/LegalPage';
import { legalPageTitle, notFoundPageTitle, useDocumentHead } from '../../lib/documentHead';

/** "/site/:slug" for the four legal pages whose text lives in the config. */
export function Component() {
  const { slug = '' } = useParams();
  const config = useConfig();
  const page = useLegalPage(slug);
  const isNotFound = page.error instanceof ApiError && page.error.status === 404;

  useDocumentHead(
    isNotFound ? notFoundPageTitle(config.data) : page.data ? legalPageTitle(page.data.title, config.data) : '',
  );

  if (isNotFound) return <NotFound />;
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  if (!page.data) return <LoadingState />;
  return <LegalPage page={page.data} />;
}
