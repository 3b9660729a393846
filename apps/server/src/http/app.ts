import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_TEXT } from '@airscope/contracts';
import type { AppConfig } from '../config/config.ts';
import type { ComposedModules } from '../module-contract/server-module.ts';
import { installErrorHandler, sendNotFound } from './error-handler.ts';
import { installOpenApi } from './openapi.ts';
import { installCloseUnreadBodies } from './close-unread-bodies.ts';
import { installBodyParsers } from './body-parsers.ts';
import { createClientErrorHandler } from './client-errors.ts';
import { applySecurityHeaders, installSecurityHeaders, tileOrigins } from './security-headers.ts';
import { toErrorBody } from './http-error.ts';
import { installStaticWeb } from './static-web.ts';
import './actor.ts';

export interface AppDeps {
  config: AppConfig;
  /** The modules composed for this process (`composition/compose-modules.ts`); the app registers their routes. */
  composed: ComposedModules;
  /** The process's logger (`http/server-logger.ts`): request logs and the modules' own lines go through the same one. */
  log: FastifyBaseLogger;
  serveWeb?: boolean;
}

/** The API's Fastify app: plugins, hooks and error shape, then every composed module's routes in the composition's order. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const headerOptions = { hsts: config.cookieSecure, imageOrigins: config.mapTileUrl ? tileOrigins(config.mapTileUrl) : [] };
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: 1024 * 1024,
    // Signed file tokens travel as a path parameter.
    routerOptions: { maxParamLength: 600 },
    trustProxy: false,
    genReqId: () => crypto.randomUUID(),
    // Headers past Node's limit (431) and requests it cannot parse get the product's error shape too.
    clientErrorHandler: createClientErrorHandler(deps.log),
    // Malformed or over-long URLs are refused before routing: same headers and error shape, and the path is not echoed.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply, headerOptions);
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? 'The address is too long.' : ERROR_TEXT.validationFailed;
      // The reply is sent here; Fastify's error hook does not wait on it.
      void (reply as FastifyReply)
        .status(status)
        .type('application/json; charset=utf-8')
        .send(toErrorBody(message, request.id, status === 414 ? 'URI_TOO_LONG' : 'BAD_URL'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  app.decorateRequest('deviceActor', null);
  installErrorHandler(app);
  installSecurityHeaders(app, headerOptions);
  installCloseUnreadBodies(app);
  await app.register(cookie);
  installBodyParsers(app);
  await installOpenApi(app);

  const { modules, bind } = deps.composed;
  for (const module of modules) await module.routes?.(app, bind);
  // Mail still leaving when the API stops is sent first (password resets, share links).
  app.addHook('onClose', async () => {
    for (const module of modules) await module.close?.();
  });

  app.setNotFoundHandler((deps.serveWeb ?? true) ? await installStaticWeb(app, config.webDistDir) : sendNotFound);
  return app;
}
