import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * How late the process's event loop ran timers over a window of at least `windowS` seconds: the bar's L1 asks p99
 * < 100 ms. The window closes on the first read after it is that old, so a poller every ~10 s sees each window once.
 */
export const EventLoopDelaySchema = z.object({
  windowS: z.number().nonnegative(),
  p50: z.number().nonnegative(),
  p99: z.number().nonnegative(),
  max: z.number().nonnegative(),
});
export type EventLoopDelay = z.infer<typeof EventLoopDelaySchema>;

/** The process answers: no database or disk is touched, so a load balancer's liveness probe is cheap. */
export const HealthSchema = z.object({ status: z.literal('ok'), eventLoopDelayMs: EventLoopDelaySchema });
export type Health = z.infer<typeof HealthSchema>;

export const ReadinessCheckSchema = z.enum(['ok', 'failed']);
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: ReadinessCheckSchema,
    /** Every migration this build knows is applied. */
    migrations: z.enum(['ok', 'pending', 'failed']),
    blobStore: ReadinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/health',
  summary: 'Liveness: the process is up (no I/O)',
  tag: 'health',
  access: 'public',
  responses: { 200: HealthSchema },
});

export const getReadiness = defineEndpoint({
  id: 'getReadiness',
  method: 'GET',
  path: '/ready',
  summary: 'Readiness: database and blob store reachable, migrations applied; 503 otherwise',
  tag: 'health',
  access: 'public',
  responses: { 200: ReadinessSchema, 503: ReadinessSchema },
});
