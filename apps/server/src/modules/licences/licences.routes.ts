import type { FastifyInstance } from 'fastify';
import { licenceEndpoints as api } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { LicencesService } from './licences.service.ts';

export function registerLicenceRoutes(app: FastifyInstance, bind: BindDeps, licences: LicencesService) {
  bindEndpoint(app, bind, api.listOrgLicenses, ({ actor }) => licences.list(actor));
  bindEndpoint(app, bind, api.listOrgMembers, ({ actor }) => licences.members(actor));
  bindEndpoint(app, bind, api.assignOrgLicense, ({ actor, params, body }) => licences.assign(actor, params.licenseId, body.userId));
  bindEndpoint(app, bind, api.revokeOrgLicense, ({ actor, params }) => licences.revoke(actor, params.licenseId));
}
