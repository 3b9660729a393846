/** Paths the guards and pages send people to (docs/product.md §2 route table). */
export const ROUTE_PATHS = {
  root: '/',
  demo: '/demo',
  insights: '/insights',
  planner: '/planner',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  otpLogin: '/otp-login',
  password: '/password',
  eulaConsent: '/eula-consent',
  homeManage: '/home/manage',
  manage: '/manage',
  securityPreference: '/security-preference',
} as const;

/** A project's view (docs/product.md §2 `/projects/{projectId}`). */
export function projectPath(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}`;
}

/** A project's planning editor (`/projects/{projectId}/plan`). */
export function planEditorPath(projectId: string): string {
  return `${projectPath(projectId)}/plan`;
}

/** The query parameter carrying the page to return to after sign-in or EULA consent. */
export const REDIRECT_QUERY = 'redirect';
/** The query parameter the not-found rule adds (docs/product.md §2 guard rule 1). */
export const FROM_QUERY = 'from';
