import type { FastifyInstance } from 'fastify';
import { projectEndpoints as api } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import { safeDownloadName } from './project-export.ts';
import type { ProjectsService } from './projects.service.ts';

const flag = (value: string | undefined) => value === 'true';

export function registerProjectRoutes(app: FastifyInstance, bind: BindDeps, projects: ProjectsService) {
  bindEndpoint(app, bind, api.listProjects, ({ actor, query }) =>
    projects.list(actor, {
      includeTag: flag(query.includeTag),
      includeProjectUser: flag(query.includeProjectUser),
      ...(query.query ? { query: query.query } : {}),
    }),
  );
  bindEndpoint(app, bind, api.getProject, ({ actor, params, query }) =>
    projects.get(actor, params.projectId, { includeTag: flag(query.includeTag), includeProjectUser: flag(query.includeProjectUser) }),
  );
  bindEndpoint(app, bind, api.getProjectUsers, ({ actor, params }) => projects.users(actor, params.projectId));
  bindEndpoint(app, bind, api.getProjectBatch, ({ actor, params, query }) => projects.batch(actor, params.projectId, query.poTypes));
  bindEndpoint(app, bind, api.getFloorPlans, ({ actor, params }) => projects.floorPlans(actor, params.projectId));
  bindEndpoint(app, bind, api.getImageFile, async ({ actor, params, query, reply }) => {
    const result = await projects.imageUrl(actor, params.projectId, params.imageId);
    if (query.redirect === '1') return reply.redirect(result.url, 302);
    return result;
  });
  bindEndpoint(app, bind, api.getSignedFile, async ({ params, reply }) => {
    const file = await projects.signedFile(params.token);
    // User files never run as documents from our origin (docs/security.md F6).
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    reply.header('Cache-Control', 'private, max-age=600');
    return reply.type(file.contentType).send(file.bytes);
  });
  bindEndpoint(app, bind, api.getThumbnail, async ({ actor, params, reply }) =>
    reply
      .type('image/png')
      .header('Cache-Control', 'private, max-age=300')
      .send(await projects.thumbnail(actor, params.projectId)),
  );
  bindEndpoint(app, bind, api.downloadProject, async ({ actor, params, reply }) => {
    const { name, stream } = await projects.download(actor, params.projectId);
    const fileName = safeDownloadName(name, 'esx');
    return reply
      .type('application/octet-stream')
      .header(
        'Content-Disposition',
        `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(stream);
  });
  bindEndpoint(app, bind, api.deleteProject, async ({ actor, params }) =>
    answer(202, await projects.requestDelete(actor, params.projectId)),
  );
}
