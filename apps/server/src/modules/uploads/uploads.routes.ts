import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { projectEndpoints } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import { HttpError } from '../../http/http-error.ts';
import type { UploadsService } from './uploads.service.ts';

export function registerUploadRoutes(app: FastifyInstance, bind: BindDeps, uploads: UploadsService) {
  bindEndpoint(app, bind, projectEndpoints.initiateUpload, ({ actor, body }) => uploads.initiate(actor, body.fileName, body.fileExtension));
  bindEndpoint(app, bind, projectEndpoints.receiveUpload, async ({ params, query, request }) => {
    const body = request.body as Readable | undefined;
    if (!body || typeof body.pipe !== 'function') {
      throw new HttpError(415, 'Content-Type must be application/octet-stream', 'UNSUPPORTED_MEDIA_TYPE');
    }
    // The URL is bound to the user who asked for it: their session cookie must come with the bytes.
    const caller = (await bind.findActor?.(request)) ?? null;
    return uploads.receive(params.fileUploadId, query.token, body, caller?.session.role === 'USER' ? caller.user.id : null);
  });
  bindEndpoint(app, bind, projectEndpoints.commitUpload, ({ actor, body }) => uploads.commit(actor, body.fileUploadId));
  bindEndpoint(app, bind, projectEndpoints.getUploadStatus, ({ actor, query }) => uploads.status(actor, query.fileUploadId));
}
