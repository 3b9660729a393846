import type { ReactNode } from 'react';
import type { WorkspaceLayoutProps } from '../layouts/workspace-layout.tsx';
import { ManageSectionRoute } from './manage-section-route.tsx';
import { projectPath, ROUTE_PATHS } from './route-paths.ts';

/**
 * A page loaded when its route is first visited: each import below becomes its own chunk, so a route downloads
 * what it shows and not every other page (the router waits for it, with the guard loader, before it renders).
 */
const page =
  <M,>(load: () => Promise<M>, render: (module: M) => ReactNode) =>
  async (): Promise<{ element: ReactNode }> => ({ element: render(await load()) });

/** The signed-in shell (header, navigation, notifications), its own chunk: sign-in and other public pages never load it. */
export const workspaceLayout = (props: WorkspaceLayoutProps) =>
  page(
    () => import('../layouts/workspace-layout.tsx'),
    (m) => <m.WorkspaceLayout {...props} />,
  );

/** Every page of the route table (app-routes.tsx), each its own chunk. */
export const pages = {
  landing: page(
    () => import('../../features/landing/landing-page.tsx'),
    (m) => <m.LandingPage />,
  ),
  plannerHome: page(
    () => import('./pages/planner-home-route.tsx'),
    (m) => <m.PlannerHomeRoute />,
  ),
  insights: page(
    () => import('./pages/insights-route.tsx'),
    (m) => <m.InsightsRoute />,
  ),
  projectDashboard: page(
    () => import('./pages/project-dashboard-route.tsx'),
    (m) => <m.ProjectDashboardRoute />,
  ),
  integrations: page(
    () => import('./pages/integrations-route.tsx'),
    (m) => <m.IntegrationsRoute />,
  ),
  optimizer: page(
    () => import('./pages/optimizer-route.tsx'),
    (m) => <m.OptimizerRoute />,
  ),
  planningEditor: page(
    () => import('./pages/planning-editor-route.tsx'),
    (m) => <m.PlanningEditorRoute />,
  ),
  floorPlan: page(
    () => import('./pages/floor-plan-route.tsx'),
    (m) => <m.FloorPlanRoute />,
  ),
  securityPreference: page(
    () => import('../../features/security-preference/security-preference-page.tsx'),
    (m) => <m.SecurityPreferencePage />,
  ),
  myPage: page(
    () => import('../../features/manage/my-page.tsx'),
    (m) => <m.MyPage />,
  ),
  manageProjects: page(
    () => import('./pages/manage-projects-route.tsx'),
    (m) => (
      <ManageSectionRoute section="projects">
        <m.ManageProjectsRoute />
      </ManageSectionRoute>
    ),
  ),
  manageLicenses: page(
    () => import('../../features/manage/licences/manage-licences-page.tsx'),
    (m) => (
      <ManageSectionRoute section="licenses">
        <m.ManageLicensesPage />
      </ManageSectionRoute>
    ),
  ),
  organizationSettings: page(
    () => import('../../features/manage/settings/organization-settings-page.tsx'),
    (m) => (
      <ManageSectionRoute section="organization-settings">
        <m.OrganizationSettingsPage />
      </ManageSectionRoute>
    ),
  ),
  orgIntegrations: page(
    () => import('./pages/org-integrations-route.tsx'),
    (m) => (
      <ManageSectionRoute section="licenses">
        <m.OrgIntegrationsRoute />
      </ManageSectionRoute>
    ),
  ),
  analytics: page(
    () => import('../../features/analytics/analytics-page.tsx'),
    (m) => (
      <ManageSectionRoute section="licenses">
        <m.AnalyticsPage />
      </ManageSectionRoute>
    ),
  ),
  demo: page(
    () => import('../../features/demo/demo-page.tsx'),
    (m) => <m.DemoPage projectHref={projectPath} />,
  ),
  secureProjectView: page(
    () => import('./pages/secure-project-view-route.tsx'),
    (m) => <m.SecureProjectViewRoute />,
  ),
  setup: page(
    () => import('../../features/auth/setup-page.tsx'),
    (m) => <m.SetupPage />,
  ),
  password: page(
    () => import('../../features/auth/password-page.tsx'),
    (m) => <m.PasswordPage />,
  ),
  forgotPassword: page(
    () => import('../../features/auth/auth-page.tsx'),
    (m) => <m.AuthPage mode="forgot-password" />,
  ),
  register: page(
    () => import('../../features/auth/auth-page.tsx'),
    (m) => <m.AuthPage mode="register" />,
  ),
  login: page(
    () => import('../../features/auth/auth-page.tsx'),
    (m) => <m.AuthPage mode="login" />,
  ),
  otpLogin: page(
    () => import('../../features/sharing/otp-login-page.tsx'),
    (m) => <m.OtpLoginPage projectHref={projectPath} loginHref={ROUTE_PATHS.login} />,
  ),
  deviceActivation: page(
    () => import('../../features/device-auth/device-activation-page.tsx'),
    (m) => <m.DeviceActivationPage />,
  ),
  deviceAuthSuccessful: page(
    () => import('../../features/device-auth/device-auth-successful-page.tsx'),
    (m) => <m.DeviceAuthSuccessfulPage />,
  ),
  samlConsume: page(
    () => import('../../features/sso/saml-consume-page.tsx'),
    (m) => <m.SamlConsumePage />,
  ),
  eulaConsent: page(
    () => import('../../features/eula/eula-consent-page.tsx'),
    (m) => <m.EulaConsentPage />,
  ),
};
