import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import type { RouteGates } from '../guards/route-gates.ts';
import { AppLoading } from '../layouts/app-loading.tsx';
import { NotFoundLayout } from '../layouts/not-found-layout.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import type { AppRouteHandle } from './guard-loader.ts';
import { pages, workspaceLayout } from './lazy-pages.tsx';
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
        lazy: workspaceLayout({ area: 'cloud' }),
        children: [
          {
            path: '/',
            lazy: pages.landing,
            handle: handle('landing', CLOUD),
          },
          {
            path: '/planner',
            lazy: pages.plannerHome,
            handle: handle('planner', PLANNER),
          },
        ],
      },
      {
        lazy: workspaceLayout({ area: 'insights' }),
        children: [
          {
            path: '/insights',
            lazy: pages.insights,
            handle: handle('main', INSIGHTS),
          },
          {
            path: '/projects/:projectId',
            handle: handle('projectView'),
            children: [
              {
                index: true,
                lazy: pages.projectDashboard,
                handle: handle('project-dashboard', PROJECT_INSIGHTS_CHECK),
              },
              {
                path: 'integrations',
                lazy: pages.integrations,
                handle: handle('integrations'),
              },
              {
                path: 'optimizer',
                lazy: pages.optimizer,
                handle: handle('optimizer'),
              },
              // Static `plan` outranks the numeric floor-plan segment below.
              // The planner's own gate: a Plan licence without Insights access still edits its projects.
              {
                path: 'plan',
                lazy: pages.planningEditor,
                handle: handle('planning-editor', PLANNER),
              },
              {
                path: ':floorPlanRowId',
                lazy: pages.floorPlan,
                handle: handle('floor-plan', { ...PROJECT_INSIGHTS_CHECK, numericFloorPlanRowId: true }),
              },
            ],
          },
          {
            path: '/security-preference',
            lazy: pages.securityPreference,
            handle: handle('security-preference', INSIGHTS),
          },
        ],
      },
      {
        path: '/home/manage',
        lazy: workspaceLayout({ area: 'manage', manageBasePath: '/home/manage' }),
        handle: handle('home-manage', LOGIN),
        children: [
          {
            index: true,
            lazy: pages.myPage,
            handle: handle('my-page'),
          },
        ],
      },
      {
        path: '/manage',
        lazy: workspaceLayout({ area: 'manage' }),
        handle: handle('manage', INSIGHTS),
        children: [
          {
            index: true,
            lazy: pages.myPage,
            handle: handle('manage-home'),
          },
          {
            path: 'projects',
            lazy: pages.manageProjects,
            handle: handle('manage-projects'),
          },
          {
            path: 'licenses',
            lazy: pages.manageLicenses,
            handle: handle('manage-licenses'),
          },
          {
            path: 'organization-settings',
            lazy: pages.organizationSettings,
            handle: handle('organization-settings'),
          },
          // Org admins only, the same rule as licences (the server allows org admins to manage org connections).
          {
            path: 'integrations',
            lazy: pages.orgIntegrations,
            handle: handle('manage-integrations'),
          },
          // Org admins only, the same rule as licences.
          {
            path: 'analytics',
            lazy: pages.analytics,
            handle: handle('manage-analytics'),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/demo',
            lazy: pages.demo,
            handle: handle('demo'),
          },
          {
            path: '/secure-project-view/:keyId',
            lazy: pages.secureProjectView,
            handle: handle('secure-project-view'),
          },
          {
            path: '/password',
            lazy: pages.password,
            handle: handle('password', { ...NO_LOGIN, requiredQuery: ['userId', 'access_token'] }),
          },
          {
            path: '/forgot-password',
            lazy: pages.forgotPassword,
            handle: handle('forgot-password', NO_LOGIN),
          },
          {
            path: '/register',
            lazy: pages.register,
            handle: handle('register', NO_LOGIN),
          },
          {
            path: '/login',
            lazy: pages.login,
            handle: handle('login', NO_LOGIN),
          },
          // The first start's one-time setup link (token in the fragment): the first administrator.
          { path: '/setup', lazy: pages.setup, handle: handle('setup', NO_LOGIN) },
          {
            path: '/otp-login',
            lazy: pages.otpLogin,
            handle: handle('otp-login', NO_LOGIN),
          },
          {
            path: '/device',
            lazy: pages.deviceActivation,
            handle: handle('device-activation', LOGIN),
          },
          {
            path: '/device-auth-successful',
            lazy: pages.deviceAuthSuccessful,
            handle: handle('device-auth-successful'),
          },
          {
            path: '/saml-consume',
            lazy: pages.samlConsume,
            handle: handle('saml-consume'),
          },
          {
            path: '/eula-consent',
            lazy: pages.eulaConsent,
            handle: handle('eula-consent', { ...LOGIN, skipEulaCheck: true }),
          },
        ],
      },
      {
        element: <NotFoundLayout />,
        children: [{ path: '*', element: <NotFoundPage />, handle: handle('not-found', { notFound: true }) }],
      },
    ],
  },
];
