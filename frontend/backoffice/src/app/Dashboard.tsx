import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useGetIdentity, usePermissions, useResourceDefinitions, useTranslate } from 'react-admin';
import { isAdmin } from '../api/authProvider';
import { LoadError } from '../components/LoadError';
import { PageTitle } from '../components/PageTitle';
import type { BestellwerkDataProvider } from '../api/dataProvider';
import type { InitEntry } from '../api/types';

interface Tile {
  to: string;
  label: string;
  icon?: ComponentType;
  count?: number;
}

/** Record counts by resource name from GET /api/init (only for the lists it contains). */
function countsFromInit(entries: InitEntry[] | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries ?? []) {
    const name = entry.url.replace(/^\/api\//, '');
    if (Array.isArray(entry.data)) counts[name] = entry.data.length;
  }
  return counts;
}

export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BestellwerkDataProvider>();
  const identity = useGetIdentity();
  const { permissions } = usePermissions();
  const definitions = useResourceDefinitions();
  const init = useQuery({ queryKey: ['bestellwerk', 'init'], queryFn: () => dataProvider.getInit(), retry: false });
  const counts = countsFromInit(init.data);

  const boardTile: Tile = {
    to: '/current-orders',
    label: translate('bestellwerk.menu.currentOrders'),
    icon: ViewKanbanIcon,
  };
  const resourceTiles: Tile[] = Object.values(definitions)
    .filter((definition) => definition.hasList)
    .map((definition) => ({
      to: `/${definition.name}`,
      label: translate(`resources.${definition.name}.name`, { smart_count: 2 }),
      icon: definition.icon as ComponentType | undefined,
      count: counts[definition.name],
    }));
  const tiles: Tile[] = [boardTile, ...resourceTiles];
  if (isAdmin(permissions)) {
    tiles.push({ to: '/config', label: translate('bestellwerk.menu.config'), icon: SettingsIcon });
  }

  const roles: string[] = Array.isArray(permissions) ? permissions : [];
  const name = identity.data?.fullName ?? '';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle title="bestellwerk.menu.dashboard" />
      {identity.error ? (
        <LoadError message={translate('bestellwerk.errors.currentUser')} onRetry={() => identity.refetch()} />
      ) : (
        <>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('bestellwerk.dashboard.welcome', { name })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roles.length > 0
              ? translate('bestellwerk.dashboard.roles', {
                  roles: roles.map((role) => translate(`resources.users.roles.${role}`, { _: role })).join(', '),
                })
              : identity.isPending
                ? null
                : translate('bestellwerk.dashboard.noRoles')}
          </Typography>
          <Typography variant="body1" sx={{ mt: 1, mb: 2 }}>
            {translate('bestellwerk.dashboard.intro')}
          </Typography>
        </>
      )}
      {init.isError ? <LoadError message={init.error.message} onRetry={() => init.refetch()} /> : null}
      <Box
        component="nav"
        aria-label={translate('bestellwerk.menu.dashboard')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        {tiles.map(({ to, label, icon: Icon, count }) => (
          <Card key={to} variant="outlined">
            <CardActionArea component={Link} to={to}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                {Icon ? <Icon /> : null}
                <Box>
                  <Typography variant="h6" component="span" display="block">
                    {label}
                  </Typography>
                  {count !== undefined ? (
                    <Typography variant="body2" color="text.secondary">
                      {translate('bestellwerk.dashboard.count', { smart_count: count })}
                    </Typography>
                  ) : null}
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
