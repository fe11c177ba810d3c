import { ApiError } from '@bestellwerk/common/api/client';
import { useParams } from 'react-router';

import { usePublicBranch } from '../../api/branches';
import { useConfig } from '../../api/config';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { NotFound } from '../../components/NotFound';
import { BranchDetails } from '../../features/branches/components/BranchDetails';
import { branchPageTitle, notFoundPageTitle, useDocumentHead } from '../../lib/documentHead';
import { useBusinessNow } from '../../lib/useNow';

/** "/store/:identifier": the branch with its contact and opening hours. */
export function Component() {
  const { identifier = '' } = useParams();
  const config = useConfig();
  const branch = usePublicBranch(identifier);
  const now = useBusinessNow();
  const isNotFound = branch.error instanceof ApiError && branch.error.status === 404;

  useDocumentHead(
    isNotFound ? notFoundPageTitle(config.data) : branch.data ? branchPageTitle(branch.data, config.data) : '',
    branch.data?.description,
  );

  if (isNotFound) return <NotFound />;
  if (branch.isError) return <ErrorState onRetry={() => void branch.refetch()} />;
  if (!branch.data) return <LoadingState />;
  return <BranchDetails branch={branch.data} now={now} />;
}
