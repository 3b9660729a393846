import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/db.types.ts';
import type { BindDeps } from '../../http/bind-endpoint.ts';
import { createRecordChangesServiceOn } from '../planning/record-changes.service.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate } from '../users/index.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { JobQueue } from '../../storage/queue/job-queue.ts';
import { createConnectionsService } from './connections.service.ts';
import { openClient, type ControllerClientFactory } from './controller-clients.ts';
import { registerControllerSyncJobs } from './controller-sync.job.ts';
import { createCredentialVault } from './credential-vault.ts';
import { createIntegrationsRepository } from './integrations.repository.ts';
import { registerIntegrationRoutes } from './integrations.routes.ts';
import { rotateCredentialKey } from './rotate-credential-key.ts';
import { createSiteSyncService } from './site-sync.service.ts';
import { createSyncRunner } from './sync-runner.ts';
import type { ControllerAddressPolicy } from './vendors/controller-client.ts';
import { createControllerClient } from './vendors/create-controller-client.ts';

interface CoreDeps {
  db: Kysely<Database>;
  clock: Clock;
  projectModels: ProjectModelService;
  /** Where controller connections may connect (config CONTROLLER_ALLOWED_HOSTS, CONTROLLER_ALLOW_PRIVATE_NETWORKS). */
  addressPolicy: ControllerAddressPolicy;
}

function createCore(deps: CoreDeps) {
  const clients: ControllerClientFactory = (vendor, credentials) =>
    createControllerClient(vendor, credentials, { addressPolicy: deps.addressPolicy });
  const repo = createIntegrationsRepository(deps.db);
  const vault = createCredentialVault(deps.db);
  // Sync saves are planning saves: one transaction under the project row's lock, version bumped (docs/architecture.md).
  const recordChanges = createRecordChangesServiceOn(deps.db, deps.clock);
  const runner = createSyncRunner({
    repo,
    clientOf: (row) => openClient(vault, clients, row),
    projectModels: deps.projectModels,
    recordChanges,
    clock: deps.clock,
  });
  return { repo, vault, clients, recordChanges, runner };
}

/** Wires the controller integrations API: connections, sites, import, sync preview/apply/undo, last run. */
export function registerIntegrationsModule(
  app: FastifyInstance,
  deps: CoreDeps & { bind: BindDeps; blobs: BlobStore; projectsService: ProjectsService; assertLicenceAllowsWrites: LicenceGate },
) {
  const { repo, vault, clients, recordChanges, runner } = createCore(deps);
  const connections = createConnectionsService({
    repo,
    vault,
    clients,
    projectsService: deps.projectsService,
    projectModels: deps.projectModels,
    clock: deps.clock,
  });
  const sync = createSiteSyncService({
    repo,
    connections,
    runner,
    projectsService: deps.projectsService,
    projectModels: deps.projectModels,
    recordChanges,
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    blobs: deps.blobs,
    clock: deps.clock,
  });
  registerIntegrationRoutes(app, deps.bind, connections, sync);
}

/** The worker's part: the hourly sync of every connection with linked projects. */
export async function registerIntegrationJobs(queue: JobQueue, deps: CoreDeps & { log: { info(obj: object, msg: string): void } }) {
  const { repo, runner } = createCore(deps);
  await registerControllerSyncJobs(queue, { repo, runner, log: deps.log });
}

/** docs/security.md I1: a new credentials key becomes current and every stored credential is re-sealed with it. */
export function rotateControllerCredentialsKey(db: Kysely<Database>) {
  return rotateCredentialKey(createIntegrationsRepository(db), createCredentialVault(db));
}
