import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes, Resource, localStorageStore, usePermissions } from 'react-admin';
import { authProvider, isAdmin } from '../api/authProvider';
import { dataProvider } from '../api/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { lazyWithTexts } from '../i18n/areaTexts';
import { AdminShell } from './AdminShell';
import { AppLayout } from './layout/AppLayout';
import { Dashboard } from './Dashboard';
import { BlockContentSlot } from '../components/blockContentSlot';
import type { RenderBlockContent } from '../components/blockContentSlot';
import { Forbidden } from '../components/Forbidden';
import { useStartOnBoard } from '../orders/board/useStartOnBoard';
import { resources } from './resources';
import { PLANNER_PATH } from '../timetracking/planner';
import { PROFILE_PATH } from '../components/userProfile/path';
import { buildMuiTheme } from '../theme/muiTheme';
import { ThemeNameProvider, useThemeName } from '../theme/ThemeNameContext';

const ConfigPage = lazyWithTexts(['config'], () => import('../organisation/config/ConfigPage'));
const ConsentPage = lazyWithTexts(['consent'], () => import('../consent/ConsentPage'));
const OrderBoardPage = lazyWithTexts(['orders'], () => import('../orders/board/OrderBoardPage'));
const MissedOrdersPage = lazyWithTexts(['orders'], () => import('../orders/board/MissedOrdersPage'));
// 'Statistiken' with ECharts: its own chunk, never in the first load
const StatisticsPage = lazyWithTexts(['statistics'], () => import('../statistics/StatisticsPage'));
const PlannerPage = lazyWithTexts(['planner', 'timetracking'], () => import('../timetracking/planner/PlannerPage'));
const TimeSheetPage = lazyWithTexts(['timetracking'], () => import('../timetracking/sheets/TimeSheetPage'));
const RulesPage = lazyWithTexts(['timetracking'], () => import('../timetracking/rules/RulesPage'));
// 'Mein Profil' (user menu): every member of staff, their own figures only
const ProfilePage = lazyWithTexts(
  ['organisation', 'timetracking'],
  () => import('../components/userProfile/ProfilePage'),
);
// the website builder's block editor, lent to signage's scenes (components/blockContentSlot)
const BlockContentInput = lazyWithTexts(['cms'], () => import('../cms/blocks/BlockContentInput'));
const renderBlockContent: RenderBlockContent = (props) => <BlockContentInput {...props} />;

const store = localStorageStore('1', 'bestellwerk-backoffice');

/** Routes a user without the right meets instead of a blank page: 'Keine Berechtigung'. */
const forbidden = (path: string) => <Route key={path} path={path} element={<Forbidden />} />;

function renderResources(permissions: unknown) {
  const admin = isAdmin(permissions);
  const mounted = resources.map(({ name, module, adminOnly, adminCreates, adminEdits }) =>
    adminOnly && !admin ? (
      // Still registered without screens (and so without a menu entry), so references (e.g. a
      // branch's division) show names; every address of it answers 'Keine Berechtigung'.
      <Resource key={name} name={name} recordRepresentation={module.recordRepresentation}>
        {forbidden('*')}
      </Resource>
    ) : (
      <Resource
        key={name}
        name={name}
        list={module.list}
        edit={adminEdits && !admin ? undefined : module.edit}
        create={adminCreates && !admin ? undefined : module.create}
        show={module.show}
        icon={module.icon}
        recordRepresentation={module.recordRepresentation}
      >
        {adminCreates && !admin ? forbidden('create/*') : null}
        {adminEdits && !admin && !module.show ? forbidden(':id/*') : null}
      </Resource>
    ),
  );
  mounted.push(
    <CustomRoutes key="order-routes">
      <Route path="/current-orders" element={<OrderBoardPage />} />
      <Route path="/missed-orders" element={<MissedOrdersPage />} />
      <Route path="/dashboard" element={<StatisticsPage />} />
      <Route path={PLANNER_PATH} element={<PlannerPage />} />
      <Route path="/config" element={admin ? <ConfigPage /> : <Forbidden />} />
      <Route path="/consent" element={admin ? <ConsentPage /> : <Forbidden />} />
      <Route path="/time-sheets" element={<TimeSheetPage />} />
      <Route path={PROFILE_PATH} element={<ProfilePage />} />
      <Route path="/time-tracking-rules" element={admin ? <RulesPage /> : <Forbidden />} />
    </CustomRoutes>,
  );
  return mounted;
}

/** The start page; counter employees go on to the order board once per tab. */
function StartPage() {
  const { permissions } = usePermissions();
  useStartOnBoard(permissions);
  return <Dashboard />;
}

function ThemedAdmin() {
  const { themeName } = useThemeName();
  const theme = useMemo(() => buildMuiTheme(themeName), [themeName]);
  return (
    <AdminShell
      title="Bestellwerk Backend"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      dashboard={StartPage}
      theme={theme}
      darkTheme={null}
      requireAuth
      disableTelemetry
      store={store}
    >
      {renderResources}
    </AdminShell>
  );
}

export function App() {
  return (
    <ThemeNameProvider>
      <BlockContentSlot.Provider value={renderBlockContent}>
        <ThemedAdmin />
      </BlockContentSlot.Provider>
    </ThemeNameProvider>
  );
}
