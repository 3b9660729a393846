import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import type { RouteGates } from '../guards/route-gates.ts';
import { AppLoading } from '../layouts/app-loading.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { WorkspaceLayout } from '../layouts/workspace-layout.tsx';
import type { AppRouteHandle } from './guard-loader.ts';
import { ManageSectionRoute } from './manage-section-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { projectPath, ROUTE_PATHS } from './route-paths.ts';

const handle = (name: string, gates?: RouteGates): AppRouteHandle => ({ name, gates });

/**
 * A page loaded when its route is first visited: each import below becomes its own chunk, so a route downloads
 * what it shows and not every other page (the router waits for it, with the guard loader, before it renders).
 */
const page =
  <M,>(load: () => Promise<M>, render: (module: M) => ReactNode) =>
  async (): Promise<{ element: ReactNode }> => ({ element: render(await load()) });

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
          {
            path: '/',
            lazy: page(
              () => import('../../features/landing/landing-page.tsx'),
              (m) => <m.LandingPage />,
            ),
            handle: handle('landing', CLOUD),
          },
          {
            path: '/planner',
            lazy: page(
              () => import('./pages/planner-home-route.tsx'),
              (m) => <m.PlannerHomeRoute />,
            ),
            handle: handle('planner', PLANNER),
          },
        ],
      },
      {
        element: <WorkspaceLayout area="insights" />,
        children: [
          {
            path: '/insights',
            lazy: page(
              () => import('./pages/insights-route.tsx'),
              (m) => <m.InsightsRoute />,
            ),
            handle: handle('main', INSIGHTS),
          },
          {
            path: '/projects/:projectId',
            handle: handle('projectView'),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('./pages/project-dashboard-route.tsx'),
                  (m) => <m.ProjectDashboardRoute />,
                ),
                handle: handle('project-dashboard', PROJECT_INSIGHTS_CHECK),
              },
              {
                path: 'integrations',
                lazy: page(
                  () => import('./pages/integrations-route.tsx'),
                  (m) => <m.IntegrationsRoute />,
                ),
                handle: handle('integrations'),
              },
              {
                path: 'optimizer',
                lazy: page(
                  () => import('./pages/optimizer-route.tsx'),
                  (m) => <m.OptimizerRoute />,
                ),
                handle: handle('optimizer'),
              },
              // Static `plan` outranks the numeric floor-plan segment below.
              // The planner's own gate: a Plan licence without Insights access still edits its projects.
              {
                path: 'plan',
                lazy: page(
                  () => import('./pages/planning-editor-route.tsx'),
                  (m) => <m.PlanningEditorRoute />,
                ),
                handle: handle('planning-editor', PLANNER),
              },
              {
                path: ':floorPlanRowId',
                lazy: page(
                  () => import('./pages/floor-plan-route.tsx'),
                  (m) => <m.FloorPlanRoute />,
                ),
                handle: handle('floor-plan', { ...PROJECT_INSIGHTS_CHECK, numericFloorPlanRowId: true }),
              },
            ],
          },
          {
            path: '/security-preference',
            lazy: page(
              () => import('../../features/security-preference/security-preference-page.tsx'),
              (m) => <m.SecurityPreferencePage />,
            ),
            handle: handle('security-preference', INSIGHTS),
          },
        ],
      },
      {
        path: '/home/manage',
        element: <WorkspaceLayout area="manage" manageBasePath="/home/manage" />,
        handle: handle('home-manage', LOGIN),
        children: [
          {
            index: true,
            lazy: page(
              () => import('../../features/manage/my-page.tsx'),
              (m) => <m.MyPage />,
            ),
            handle: handle('my-page'),
          },
        ],
      },
      {
        path: '/manage',
        element: <WorkspaceLayout area="manage" />,
        handle: handle('manage', INSIGHTS),
        children: [
          {
            index: true,
            lazy: page(
              () => import('../../features/manage/my-page.tsx'),
              (m) => <m.MyPage />,
            ),
            handle: handle('manage-home'),
          },
          {
            path: 'projects',
            lazy: page(
              () => import('./pages/manage-projects-route.tsx'),
              (m) => (
                <ManageSectionRoute section="projects">
                  <m.ManageProjectsRoute />
                </ManageSectionRoute>
              ),
            ),
            handle: handle('manage-projects'),
          },
          {
            path: 'licenses',
            lazy: page(
              () => import('../../features/manage/licences/manage-licences-page.tsx'),
              (m) => (
                <ManageSectionRoute section="licenses">
                  <m.ManageLicensesPage />
                </ManageSectionRoute>
              ),
            ),
            handle: handle('manage-licenses'),
          },
          {
            path: 'organization-settings',
            lazy: page(
              () => import('../../features/manage/settings/organization-settings-page.tsx'),
              (m) => (
                <ManageSectionRoute section="organization-settings">
                  <m.OrganizationSettingsPage />
                </ManageSectionRoute>
              ),
            ),
            handle: handle('organization-settings'),
          },
          // Org admins only, the same rule as licences (the server allows org admins to manage org connections).
          {
            path: 'integrations',
            lazy: page(
              () => import('./pages/org-integrations-route.tsx'),
              (m) => (
                <ManageSectionRoute section="licenses">
                  <m.OrgIntegrationsRoute />
                </ManageSectionRoute>
              ),
            ),
            handle: handle('manage-integrations'),
          },
          // Org admins only, the same rule as licences.
          {
            path: 'analytics',
            lazy: page(
              () => import('../../features/analytics/analytics-page.tsx'),
              (m) => (
                <ManageSectionRoute section="licenses">
                  <m.AnalyticsPage />
                </ManageSectionRoute>
              ),
            ),
            handle: handle('manage-analytics'),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/demo',
            lazy: page(
              () => import('../../features/demo/demo-page.tsx'),
              (m) => <m.DemoPage projectHref={projectPath} />,
            ),
            handle: handle('demo'),
          },
          {
            path: '/secure-project-view/:keyId',
            lazy: page(
              () => import('./pages/secure-project-view-route.tsx'),
              (m) => <m.SecureProjectViewRoute />,
            ),
            handle: handle('secure-project-view'),
          },
          {
            path: '/password',
            lazy: page(
              () => import('../../features/auth/password-page.tsx'),
              (m) => <m.PasswordPage />,
            ),
            handle: handle('password', { ...NO_LOGIN, requiredQuery: ['userId', 'access_token'] }),
          },
          {
            path: '/forgot-password',
            lazy: page(
              () => import('../../features/auth/auth-page.tsx'),
              (m) => <m.AuthPage mode="forgot-password" />,
            ),
            handle: handle('forgot-password', NO_LOGIN),
          },
          {
            path: '/register',
            lazy: page(
              () => import('../../features/auth/auth-page.tsx'),
              (m) => <m.AuthPage mode="register" />,
            ),
            handle: handle('register', NO_LOGIN),
          },
          {
            path: '/login',
            lazy: page(
              () => import('../../features/auth/auth-page.tsx'),
              (m) => <m.AuthPage mode="login" />,
            ),
            handle: handle('login', NO_LOGIN),
          },
          {
            path: '/otp-login',
            lazy: page(
              () => import('../../features/sharing/otp-login-page.tsx'),
              (m) => <m.OtpLoginPage projectHref={projectPath} loginHref={ROUTE_PATHS.login} />,
            ),
            handle: handle('otp-login', NO_LOGIN),
          },
          {
            path: '/device',
            lazy: page(
              () => import('../../features/device-auth/device-activation-page.tsx'),
              (m) => <m.DeviceActivationPage />,
            ),
            handle: handle('device-activation', LOGIN),
          },
          {
            path: '/device-auth-successful',
            lazy: page(
              () => import('../../features/device-auth/device-auth-successful-page.tsx'),
              (m) => <m.DeviceAuthSuccessfulPage />,
            ),
            handle: handle('device-auth-successful'),
          },
          {
            path: '/saml-consume',
            lazy: page(
              () => import('../../features/sso/saml-consume-page.tsx'),
              (m) => <m.SamlConsumePage />,
            ),
            handle: handle('saml-consume'),
          },
          {
            path: '/eula-consent',
            lazy: page(
              () => import('../../features/eula/eula-consent-page.tsx'),
              (m) => <m.EulaConsentPage />,
            ),
            handle: handle('eula-consent', { ...LOGIN, skipEulaCheck: true }),
          },
          { path: '*', element: <NotFoundPage />, handle: handle('not-found', { notFound: true }) },
        ],
      },
    ],
  },
];
