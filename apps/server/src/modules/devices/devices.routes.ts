import type { FastifyInstance } from 'fastify';
import { deviceEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { PlanningService } from '../planning/planning.service.ts';
import { TOKEN_RESPONSE_HEADERS, type DevicesService } from './devices.service.ts';

export function registerDeviceRoutes(
  app: FastifyInstance,
  bind: BindDeps,
  devices: DevicesService,
  planning: PlanningService,
  onSurveyAdded: (projectId: string) => Promise<void>,
) {
  bindEndpoint(app, bind, deviceEndpoints.startDeviceAuthorization, async ({ body, reply }) => {
    const result = await devices.startAuthorization(body);
    reply.headers(TOKEN_RESPONSE_HEADERS);
    return answer(result.status, result.body);
  });
  bindEndpoint(app, bind, deviceEndpoints.pollDeviceToken, async ({ body, reply }) => {
    const result = await devices.pollToken(body);
    reply.headers(TOKEN_RESPONSE_HEADERS);
    return answer(result.status, result.body);
  });
  bindEndpoint(app, bind, deviceEndpoints.getDeviceActivation, ({ actor, params }) => devices.describeActivation(actor, params.userCode));
  bindEndpoint(app, bind, deviceEndpoints.approveDeviceActivation, ({ actor, params }) => devices.approve(actor, params.userCode));
  bindEndpoint(app, bind, deviceEndpoints.denyDeviceActivation, ({ actor, params }) => devices.deny(actor, params.userCode));
  bindEndpoint(app, bind, deviceEndpoints.listMyDevices, ({ actor }) => devices.list(actor));
  bindEndpoint(app, bind, deviceEndpoints.revokeMyDevice, async ({ actor, params }) => {
    await devices.revoke(actor, params.deviceId);
    return answer(204, null);
  });
  bindEndpoint(app, bind, deviceEndpoints.pushDeviceSurvey, async ({ actor, params, body }) => {
    const result = await planning.addSurveyWalk(actor.user, params.projectId, body);
    await onSurveyAdded(params.projectId);
    return result;
  });
}
