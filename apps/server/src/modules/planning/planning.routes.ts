import type { FastifyInstance } from 'fastify';
import { planningEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { PlanningService } from './planning.service.ts';
import type { Readable } from 'node:stream';
import { HttpError } from '../../http/http-error.ts';

export function registerPlanningRoutes(app: FastifyInstance, bind: BindDeps, planning: PlanningService) {
  bindEndpoint(app, bind, planningEndpoints.createDesignProject, async ({ actor, body }) =>
    answer(201, await planning.createDesignProject(actor, body)),
  );
  bindEndpoint(app, bind, planningEndpoints.applyProjectEdits, ({ actor, params, body }) =>
    planning.applyEdits(actor, params.projectId, body),
  );
  bindEndpoint(app, bind, planningEndpoints.calibrateFloor, ({ actor, params }) =>
    planning.calibrateFloor(actor, params.projectId, params.floorId),
  );
  bindEndpoint(app, bind, planningEndpoints.autoPlanFloor, async ({ actor, params, body }) =>
    answer(202, await planning.autoPlanFloor(actor, params.projectId, params.floorId, body)),
  );
  bindEndpoint(app, bind, planningEndpoints.getAutoPlanJob, ({ actor, params }) =>
    planning.autoPlanJob(actor, params.projectId, params.jobId),
  );
  bindEndpoint(app, bind, planningEndpoints.cancelAutoPlanJob, ({ actor, params }) =>
    planning.cancelAutoPlanJob(actor, params.projectId, params.jobId),
  );
  registerPlanImageRoute(app, bind, planning);
}

export function registerPlanImageRoute(app: FastifyInstance, bind: BindDeps, planning: PlanningService) {
  bindEndpoint(app, bind, planningEndpoints.uploadPlanImage, async ({ actor, params, request }) => {
    const body = request.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function')
      throw new HttpError(415, 'A floor plan image must be sent as image/png or image/jpeg.', 'UNSUPPORTED_MEDIA_TYPE');
    return answer(201, await planning.storePlanImage(actor, params.projectId, body));
  });
}
