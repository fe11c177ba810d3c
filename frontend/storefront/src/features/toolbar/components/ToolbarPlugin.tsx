import { useMatch } from '../../../lib/router';
import { usePublicBranches } from '../../../api/branches';
import { useBusinessNow } from '../../../lib/useNow';
import { Toolbar } from './Toolbar';

/** The toolbar with its data: the public branches, the branch of a /store/:identifier route, the clock. */
export function ToolbarPlugin() {
  const branches = usePublicBranches();
  const now = useBusinessNow();
  const store = useMatch({ path: '/store/:identifier', end: false });
  const selected = store ? branches.data?.find((branch) => branch.identifier === store.params.identifier) : undefined;
  return <Toolbar branches={branches.data} selected={selected} now={now} />;
}
