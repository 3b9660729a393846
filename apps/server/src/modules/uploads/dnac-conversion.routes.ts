import type { FastifyInstance } from 'fastify';
import { projectEndpoints } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { DnacConversionService } from './dnac-conversion.service.ts';

export function registerDnacConversionRoutes(app: FastifyInstance, bind: BindDeps, conversion: DnacConversionService) {
  // The contract declares the call; its body limit follows UPLOAD_MAX_MB, which only the server knows.
  const endpoint = { ...projectEndpoints.convertCiscoDnacArchive, bodyLimitBytes: conversion.bodyLimitBytes };
  bindEndpoint(app, bind, endpoint, async ({ actor, body, reply }) => {
    const { fileName, bytes } = await conversion.convert(actor, body.base64ZipFile);
    return reply
      .type('application/octet-stream')
      .header(
        'Content-Disposition',
        `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(bytes);
  });
}
