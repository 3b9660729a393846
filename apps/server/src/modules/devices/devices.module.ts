import { SURVEY_PUSH_SCOPE } from '@airscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { DeviceActor } from '../../http/actor.ts';
import { queueInsightsRefresh } from '../insights/insights-refresh.service.ts';
import type { PlanningService } from '../planning/planning.service.ts';
import { createDevicesRepository } from './devices.repository.ts';
import { registerDeviceRoutes } from './devices.routes.ts';
import { createDevicesService } from './devices.service.ts';

export interface DevicesModule extends ServerModule {
  /** Resolves a survey device's bearer token (the endpoint binder's `requireDevice`). */
  requireDevice(request: FastifyRequest): Promise<DeviceActor>;
}

/** Survey devices: the RFC 8628 device flow, the devices list, and walks pushed by the survey agent. */
export function createDevicesModule(ctx: ModuleContext, deps: { planning: PlanningService }): DevicesModule {
  const { config, db, clock, log, queue } = ctx;
  const devices = createDevicesService({ devices: createDevicesRepository(db), clock, log, verificationUri: `${config.publicUrl}/device` });
  return {
    name: 'devices',
    requireDevice: (request) => devices.authenticate(request.headers.authorization, SURVEY_PUSH_SCOPE),
    routes: (app, bind) => registerDeviceRoutes(app, bind, devices, deps.planning, (projectId) => queueInsightsRefresh(queue, projectId)),
  };
}
