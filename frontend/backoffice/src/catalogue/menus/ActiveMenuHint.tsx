import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@bestellwerk/common/format';
import type { Menu } from '../../api/types';
import { branchesWhereActive, useActiveMenus } from './activeMenus';
import { useBranchNames } from './BranchNames';

/** Where the saved menu is active now, or when it will be, or that newer menus replace it. */
export function ActiveMenuHint() {
  const menu = useRecordContext<Menu>();
  const translate = useTranslate();
  const active = useActiveMenus();
  const activeIn = menu && active ? branchesWhereActive(active, menu.id) : [];
  const replacedIn = menu && active ? (menu.branches ?? []).filter((branch) => !activeIn.includes(branch)) : [];
  const activeNames = useBranchNames(activeIn);
  const replacedNames = useBranchNames(replacedIn);
  const [openedAt] = useState(Date.now); // the hint speaks of the moment the page was opened
  if (!menu || !active) return null;
  const T = 'resources.menus.active';
  const isFuture = Date.parse(menu.availableFrom) > openedAt;
  return (
    <Alert severity={activeIn.length > 0 ? 'success' : 'info'} sx={{ mb: 2, width: '100%', maxWidth: 900 }}>
      {activeIn.length > 0 ? translate(`${T}.in`, { branches: activeNames }) : translate(`${T}.none`)}
      {isFuture ? <> {translate(`${T}.future`, { date: formatDateTime(menu.availableFrom) })}</> : null}
      {!isFuture && replacedIn.length > 0 ? <> {translate(`${T}.replaced`, { branches: replacedNames })}</> : null}
    </Alert>
  );
}
