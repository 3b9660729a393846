import type { FastifyInstance } from 'fastify';
import { CSRF_RESPONSE_HEADER, sharingEndpoints as api } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import { notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { readSessionToken, setSessionCookies, type CookieSettings } from '../auth/index.ts';
import { hashToken } from '../auth/index.ts';
import type { createDemoRepository } from './demo.repository.ts';

// A demo visit is short; the visitor opens the demo again for another.
const DEMO_SESSION_MS = 2 * 60 * 60 * 1000;

export interface DemoRouteDeps {
  demo: ReturnType<typeof createDemoRepository>;
  /** Off unless the demo is (config `seedDemo`): a server others reach shows no demo, even one seeded earlier. */
  enabled: boolean;
  auth: AuthService;
  clock: Clock;
  cookies: CookieSettings;
  endSession(idHash: string): Promise<void>;
}

/** The public demo: the demo organisation's projects, each opened read-only by the guest machinery of secure sharing. */
export function registerDemoRoutes(app: FastifyInstance, bind: BindDeps, deps: DemoRouteDeps) {
  const assertDemoOn = () => {
    if (!deps.enabled) throw notFound();
  };
  bindEndpoint(app, bind, api.listDemoProjects, async () => {
    assertDemoOn();
    return (await deps.demo.list()).map((row) => ({
      projectId: row.id,
      name: row.name,
      projectType: row.project_type,
      floorPlanRowId: row.first_floor_row_id === null ? null : Number(row.first_floor_row_id),
    }));
  });
  bindEndpoint(app, bind, api.startDemoSession, async ({ params, request, reply }) => {
    assertDemoOn();
    if (!isUuid(params.projectId) || !(await deps.demo.isDemoProject(params.projectId))) throw notFound();
    const guestUserId = await deps.demo.demoGuestId(deps.clock.now());
    const session = await deps.auth.startGuestSession({
      guestUserId,
      projectId: params.projectId,
      userAgent: request.headers['user-agent'],
      lifetimeMs: DEMO_SESSION_MS,
    });
    // Whatever session the browser held ends, as at any sign-in.
    const previous = readSessionToken(request, deps.cookies.secure);
    if (previous) await deps.endSession(hashToken(previous));
    setSessionCookies(reply, deps.cookies, session.sessionToken, session.csrfToken);
    reply.header(CSRF_RESPONSE_HEADER, session.csrfToken);
    return { projectId: params.projectId, role: 'GUEST' as const };
  });
}
