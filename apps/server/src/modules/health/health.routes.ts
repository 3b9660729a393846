import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import { createEventLoopDelayMonitor } from './event-loop-delay.ts';
import type { createReadinessCheck } from './readiness.ts';

/** Liveness (`/health`, no I/O, with the event loop's delay) and readiness (`/ready`, 503 until the process can serve). */
export function registerHealthRoutes(app: FastifyInstance, bind: BindDeps, checkReadiness: ReturnType<typeof createReadinessCheck>) {
  const eventLoop = createEventLoopDelayMonitor();
  app.addHook('onClose', async () => eventLoop.stop());
  bindEndpoint(app, bind, healthEndpoints.getHealth, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const, eventLoopDelayMs: eventLoop.read() };
  });
  bindEndpoint(app, bind, healthEndpoints.getReadiness, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness();
    return answer(readiness.status === 'ready' ? 200 : 503, readiness);
  });
}
