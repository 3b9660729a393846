import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { UsersService } from './users.service.ts';

export function registerUserRoutes(app: FastifyInstance, bind: BindDeps, users: UsersService) {
  bindEndpoint(app, bind, userEndpoints.whoAmI, ({ actor }) => users.whoAmI(actor));
  bindEndpoint(app, bind, userEndpoints.getLicenseStatus, ({ actor, params }) => users.licenseStatus(actor, params.userId));
  bindEndpoint(app, bind, userEndpoints.updateUser, ({ actor, params, body }) => users.updateUser(actor, params.userId, body));
  bindEndpoint(app, bind, userEndpoints.updateUserLicense, ({ actor, params, body }) =>
    users.changeLicense(actor, params.userId, body.licenseKey),
  );
  bindEndpoint(app, bind, userEndpoints.getUserGroups, ({ actor, query }) => users.userGroups(actor, query.groupName));
}
