import type { RouteObject } from 'react-router';
import { DemoPage } from '../../features/demo/demo-page.tsx';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import { SecurityPreferencePage } from '../../features/security-preference/security-preference-page.tsx';
import { PasswordPage } from '../../features/auth/password-page.tsx';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import { OtpLoginPage } from '../../features/sharing/otp-login-page.tsx';
import { MyPage } from '../../features/manage/my-page.tsx';
import { ManageLicensesPage } from '../../features/manage/licences/manage-licences-page.tsx';
import { OrganizationSettingsPage } from '../../features/manage/settings/organization-settings-page.tsx';
import { AnalyticsPage } from '../../features/analytics/analytics-page.tsx';
import { DeviceAuthSuccessfulPage } from '../../features/device-auth/device-auth-successful-page.tsx';
import { DeviceActivationPage } from '../../features/device-auth/device-activation-page.tsx';
import { SamlConsumePage } from '../../features/sso/saml-consume-page.tsx';
import { EulaConsentPage } from '../../features/eula/eula-consent-page.tsx';
import { SetupPage } from '../../features/auth/setup-page.tsx';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import type { RouteGates } from '../guards/route-gates.ts';
import { AppLoading } from '../layouts/app-loading.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { WorkspaceLayout } from '../layouts/workspace-layout.tsx';
import type { AppRouteHandle } from './guard-loader.ts';
import {
  FloorPlanRoute,
  InsightsRoute,
  IntegrationsRoute,
  OrgIntegrationsRoute,
  ManageProjectsRoute,
  ManageSectionRoute,
  OptimizerRoute,
  PlannerHomeRoute,
  PlanningEditorRoute,
  ProjectDashboardRoute,
  SecureProjectViewRoute,
} from './route-elements.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { projectPath, ROUTE_PATHS } from './route-paths.ts';

const handle = (name: string, gates?: RouteGates): AppRouteHandle => ({ name, gates });

const LOGIN: RouteGates = { requiresLogin: true };
const NO_LOGIN: RouteGates = { noLogin: true };
const CLOUD: RouteGates = { requiresLogin: true, cloudAccess: true };
const INSIGHTS: RouteGates = { requiresLogin: true, insightsAccess: true };
const PROJECT_INSIGHTS_CHECK: RouteGates = { insightsCheckForUuidProject: true };
const PLANNER: RouteGates = { requiresLogin: true, plannerAccess: true };

/** The route table of docs/product.md §2, one entry per row; layouts are pathless parents. */
export const APP_ROUTE_TABLE: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        element: <WorkspaceLayout area="cloud" />,
        children: [
          { path: '/', element: <LandingPage />, handle: handle('landing', CLOUD) },
          { path: '/planner', element: <PlannerHomeRoute />, handle: handle('planner', PLANNER) },
        ],
      },
      {
        element: <WorkspaceLayout area="insights" />,
        children: [
          { path: '/insights', element: <InsightsRoute />, handle: handle('main', INSIGHTS) },
          {
            path: '/projects/:projectId',
            handle: handle('projectView'),
            children: [
              { index: true, element: <ProjectDashboardRoute />, handle: handle('project-dashboard', PROJECT_INSIGHTS_CHECK) },
              { path: 'integrations', element: <IntegrationsRoute />, handle: handle('integrations') },
              { path: 'optimizer', element: <OptimizerRoute />, handle: handle('optimizer') },
              // Static `plan` outranks the numeric floor-plan segment below.
              // The planner's own gate: a Plan licence without Insights access still edits its projects.
              { path: 'plan', element: <PlanningEditorRoute />, handle: handle('planning-editor', PLANNER) },
              {
                path: ':floorPlanRowId',
                element: <FloorPlanRoute />,
                handle: handle('floor-plan', { ...PROJECT_INSIGHTS_CHECK, numericFloorPlanRowId: true }),
              },
            ],
          },
          { path: '/security-preference', element: <SecurityPreferencePage />, handle: handle('security-preference', INSIGHTS) },
        ],
      },
      {
        path: '/home/manage',
        element: <WorkspaceLayout area="manage" manageBasePath="/home/manage" />,
        handle: handle('home-manage', LOGIN),
        children: [{ index: true, element: <MyPage />, handle: handle('my-page') }],
      },
      {
        path: '/manage',
        element: <WorkspaceLayout area="manage" />,
        handle: handle('manage', INSIGHTS),
        children: [
          { index: true, element: <MyPage />, handle: handle('manage-home') },
          {
            path: 'projects',
            element: (
              <ManageSectionRoute section="projects">
                <ManageProjectsRoute />
              </ManageSectionRoute>
            ),
            handle: handle('manage-projects'),
          },
          {
            path: 'licenses',
            element: (
              <ManageSectionRoute section="licenses">
                <ManageLicensesPage />
              </ManageSectionRoute>
            ),
            handle: handle('manage-licenses'),
          },
          {
            path: 'organization-settings',
            element: (
              <ManageSectionRoute section="organization-settings">
                <OrganizationSettingsPage />
              </ManageSectionRoute>
            ),
            handle: handle('organization-settings'),
          },
          // Org admins only, the same rule as licences (the server allows org admins to manage org connections).
          {
            path: 'integrations',
            element: (
              <ManageSectionRoute section="licenses">
                <OrgIntegrationsRoute />
              </ManageSectionRoute>
            ),
            handle: handle('manage-integrations'),
          },
          // Org admins only, the same rule as licences.
          {
            path: 'analytics',
            element: (
              <ManageSectionRoute section="licenses">
                <AnalyticsPage />
              </ManageSectionRoute>
            ),
            handle: handle('manage-analytics'),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: '/demo', element: <DemoPage projectHref={projectPath} />, handle: handle('demo') },
          { path: '/secure-project-view/:keyId', element: <SecureProjectViewRoute />, handle: handle('secure-project-view') },
          {
            path: '/password',
            element: <PasswordPage />,
            handle: handle('password', { ...NO_LOGIN, requiredQuery: ['userId', 'access_token'] }),
          },
          { path: '/forgot-password', element: <AuthPage mode="forgot-password" />, handle: handle('forgot-password', NO_LOGIN) },
          { path: '/register', element: <AuthPage mode="register" />, handle: handle('register', NO_LOGIN) },
          { path: '/login', element: <AuthPage mode="login" />, handle: handle('login', NO_LOGIN) },
          // The first start's one-time setup link (token in the fragment): the first administrator.
          { path: '/setup', element: <SetupPage />, handle: handle('setup', NO_LOGIN) },
          {
            path: '/otp-login',
            element: <OtpLoginPage projectHref={projectPath} loginHref={ROUTE_PATHS.login} />,
            handle: handle('otp-login', NO_LOGIN),
          },
          { path: '/device', element: <DeviceActivationPage />, handle: handle('device-activation', LOGIN) },
          { path: '/device-auth-successful', element: <DeviceAuthSuccessfulPage />, handle: handle('device-auth-successful') },
          { path: '/saml-consume', element: <SamlConsumePage />, handle: handle('saml-consume') },
          { path: '/eula-consent', element: <EulaConsentPage />, handle: handle('eula-consent', { ...LOGIN, skipEulaCheck: true }) },
          { path: '*', element: <NotFoundPage />, handle: handle('not-found', { notFound: true }) },
        ],
      },
    ],
  },
];
