import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import type { RouteGates } from './route-gates.ts';

export interface NavigationRequest {
  to: { pathname: string; search: string };
  /** Pathname the browser was on before this navigation; undefined on the first load. */
  from: string | undefined;
  /** The merged gates of every matched route. */
  gates: RouteGates;
  params: Readonly<Record<string, string | undefined>>;
  user: CurrentUser | null;
  licence: LicenseStatus | null;
  now: Date;
}

export type NavigationDecision = { allow: true } | { redirect: string };
