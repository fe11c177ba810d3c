import { useConfig } from '../../api/config';
import { usePublicBranches } from '../../api/branches';
import { usePublicDivisions } from '../../api/divisions';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { BranchList } from '../../features/branches/components/BranchList';
import { divisionPageTitle, shopDescription, useDocumentHead } from '../../lib/documentHead';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { useBusinessNow } from '../../lib/useNow';
import styles from './division.module.css';

/** "/": title and description of the business and its branches (branch list variant). */
export function Component() {
  const config = useConfig();
  const divisions = usePublicDivisions();
  const branches = usePublicBranches();
  const now = useBusinessNow();

  useDocumentHead(divisionPageTitle(config.data), config.data ? shopDescription(config.data) : undefined);

  const queries = [config, divisions, branches];
  if (queries.some((query) => query.isError)) {
    return (
      <ErrorState
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!config.data || !divisions.data || !branches.data) return <LoadingState />;

  const title = config.data.title || config.data.shopName;
  return (
    <>
      <header className={styles.intro}>
        {title && <h1>{title}</h1>}
        {config.data.description && (
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(config.data.description) }} />
        )}
      </header>
      <BranchList branches={branches.data} divisions={divisions.data} now={now} />
    </>
  );
}
