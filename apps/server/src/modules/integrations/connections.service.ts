import { randomUUID } from 'node:crypto';
import type { ConnectionTestResult, ControllerConnection, ControllerSiteSummaryView, CreateConnectionBody } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { PolicyVerdict } from '../users/index.ts';
import { openClient, type ControllerClientFactory } from './controller-clients.ts';
import { fromController } from './controller-errors.ts';
import type { CredentialVault } from './credential-vault.ts';
import { decideOrgConnectionAction, type ConnectionAction } from './integrations.policy.ts';
import { presentConnection, presentRun } from './integrations.presenter.ts';
import type { ConnectionRow, IntegrationsRepository } from './integrations.repository.ts';
import type { ControllerClient } from './vendors/controller-client.ts';

export interface ConnectionsServiceDeps {
  repo: IntegrationsRepository;
  vault: CredentialVault;
  clients: ControllerClientFactory;
  projectsService: ProjectsService;
  projectModels: ProjectModelService;
  clock: Clock;
}

function enforce(verdict: PolicyVerdict): void {
  if (verdict === 'not-found') throw notFound();
  if (verdict === 'forbidden') throw forbidden();
}

/** Controller connections: credentials checked by the controller before they are kept, sealed at rest, never shown. */
export function createConnectionsService(deps: ConnectionsServiceDeps) {
  const { repo, vault, clock } = deps;

  /** A project's own connection: its owner manages it (project deletion is the owner's alone), its editors use it. */
  async function authorizeConnection(actor: Actor, row: ConnectionRow, action: ConnectionAction): Promise<void> {
    if (actor.session.role === 'GUEST') throw notFound();
    if (row.project_id) await deps.projectsService.authorize(actor, row.project_id, action === 'manage' ? 'delete' : 'write');
    else enforce(decideOrgConnectionAction(actor.user, row.org_id, action));
  }

  async function load(actor: Actor, connectionId: string, action: ConnectionAction): Promise<ConnectionRow> {
    const row = isUuid(connectionId) ? await repo.findConnection(connectionId) : undefined;
    if (!row) throw notFound();
    await authorizeConnection(actor, row, action);
    return row;
  }

  async function mayManage(actor: Actor, row: ConnectionRow): Promise<boolean> {
    try {
      await authorizeConnection(actor, row, 'manage');
      return true;
    } catch {
      return false;
    }
  }

  async function present(actor: Actor, row: ConnectionRow): Promise<ControllerConnection> {
    const run = await repo.latestRun(row.id);
    const version = run?.project_id ? (await deps.projectModels.findProject(run.project_id))?.project_version : undefined;
    return presentConnection(row, run ? presentRun(run, version) : null, await mayManage(actor, row));
  }

  const clientOf = (row: ConnectionRow): Promise<ControllerClient> => openClient(vault, deps.clients, row);

  return {
    load,
    clientOf,

    async list(actor: Actor, projectId?: string): Promise<ControllerConnection[]> {
      if (actor.session.role === 'GUEST') return [];
      const orgId = projectId ? (await deps.projectsService.authorize(actor, projectId, 'read')).org_id : actor.user.org_id;
      if (!orgId) return [];
      const rows = await repo.listConnections(orgId, projectId);
      // Another organisation's connections stay out of sight even on a project shared across organisations.
      const visible = rows.filter((row) => row.project_id !== null || row.org_id === actor.user.org_id);
      return Promise.all(visible.map((row) => present(actor, row)));
    },

    async create(actor: Actor, body: CreateConnectionBody): Promise<ControllerConnection> {
      if (actor.session.role === 'GUEST') throw notFound();
      const orgId = body.projectId ? (await deps.projectsService.authorize(actor, body.projectId, 'delete')).org_id : actor.user.org_id;
      if (!orgId) throw notFound();
      if (!body.projectId) enforce(decideOrgConnectionAction(actor.user, orgId, 'manage'));
      const credentials = {
        baseUrl: body.baseUrl,
        ...(body.apiKey ? { apiKey: body.apiKey } : {}),
        ...(body.username ? { username: body.username, password: body.password } : {}),
      };
      // A refused key is the caller's input to correct, hence 400 here and 502 on later calls; so is a refused address.
      const { accountName } = await fromController(async () => deps.clients(body.vendor, credentials).verify(), 400);
      const id = randomUUID();
      const sealed = await vault.seal(id, body.vendor === 'CATALYST_CENTER' ? { password: body.password } : { apiKey: body.apiKey });
      await repo.insertConnection({
        id,
        org_id: orgId,
        project_id: body.projectId ?? null,
        vendor: body.vendor,
        name: body.name,
        base_url: body.baseUrl,
        username: body.vendor === 'CATALYST_CENTER' ? (body.username ?? null) : null,
        account_name: accountName,
        key_id: sealed.keyId,
        credentials: sealed.sealed,
        created_by: actor.user.id,
        created_at: clock.now(),
      });
      return present(actor, (await repo.findConnection(id))!);
    },

    async test(actor: Actor, connectionId: string): Promise<ConnectionTestResult> {
      const row = await load(actor, connectionId, 'manage');
      try {
        const { accountName } = await fromController(async () => (await clientOf(row)).verify());
        await repo.updateAccountName(row.id, accountName);
        return { ok: true, accountName, error: null };
      } catch (error) {
        return { ok: false, accountName: null, error: (error as Error).message };
      }
    },

    async rename(actor: Actor, connectionId: string, name: string): Promise<ControllerConnection> {
      const row = await load(actor, connectionId, 'manage');
      await repo.renameConnection(row.id, name);
      return present(actor, (await repo.findConnection(row.id))!);
    },

    async remove(actor: Actor, connectionId: string): Promise<void> {
      await repo.deleteConnection((await load(actor, connectionId, 'manage')).id);
    },

    async listSites(actor: Actor, connectionId: string): Promise<ControllerSiteSummaryView[]> {
      const row = await load(actor, connectionId, 'use');
      return fromController(async () => (await clientOf(row)).listSites());
    },
  };
}
export type ConnectionsService = ReturnType<typeof createConnectionsService>;
