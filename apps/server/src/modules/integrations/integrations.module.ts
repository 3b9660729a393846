import type { Kysely } from 'kysely';
import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { Database } from '../../db/db.types.ts';
import { createRecordChangesServiceOn } from '../planning/record-changes.service.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate } from '../users/index.ts';
import { createConnectionsService } from './connections.service.ts';
import { openClient, type ControllerClientFactory } from './controller-clients.ts';
import { createCredentialVault } from './credential-vault.ts';
import { integrationsJobs } from './integrations.jobs.ts';
import { createIntegrationsRepository } from './integrations.repository.ts';
import { registerIntegrationRoutes } from './integrations.routes.ts';
import { rotateCredentialKey } from './rotate-credential-key.ts';
import { createSiteSyncService } from './site-sync.service.ts';
import { createSyncRunner } from './sync-runner.ts';
import { createControllerClient } from './vendors/create-controller-client.ts';

export interface IntegrationsModuleDeps {
  projectsService: ProjectsService;
  projectModels: ProjectModelService;
  assertLicenceAllowsWrites: LicenceGate;
}

/**
 * Controller integrations: connections, sites, import, sync preview/apply/undo and the last run (API), and the hourly
 * sync of every connection with linked projects (worker).
 */
export function createIntegrationsModule(ctx: ModuleContext, deps: IntegrationsModuleDeps): ServerModule {
  const { db, clock, blobs, queue, log, config } = ctx;
  // Where controller connections may connect (CONTROLLER_ALLOWED_HOSTS, CONTROLLER_ALLOW_PRIVATE_NETWORKS; docs/security.md I2).
  const clients: ControllerClientFactory = (vendor, credentials) =>
    createControllerClient(vendor, credentials, { addressPolicy: config.outboundAddresses, log });
  const repo = createIntegrationsRepository(db);
  const vault = createCredentialVault(db);
  // Sync saves are planning saves: one transaction under the project row's lock, version bumped (docs/architecture.md).
  const recordChanges = createRecordChangesServiceOn(db, clock);
  const runner = createSyncRunner({
    repo,
    clientOf: (row) => openClient(vault, clients, row),
    projectModels: deps.projectModels,
    recordChanges,
    clock,
  });
  const connections = createConnectionsService({
    repo,
    vault,
    clients,
    projectsService: deps.projectsService,
    projectModels: deps.projectModels,
    clock,
  });
  const sync = createSiteSyncService({
    repo,
    connections,
    runner,
    projectsService: deps.projectsService,
    projectModels: deps.projectModels,
    recordChanges,
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    blobs,
    clock,
  });
  return {
    name: 'integrations',
    routes: (app, bind) => registerIntegrationRoutes(app, bind, connections, sync),
    jobs: integrationsJobs({ repo, runner, queue, log }),
  };
}

/** docs/security.md I1: a new credentials key becomes current and every stored credential is re-sealed with it. */
export function rotateControllerCredentialsKey(db: Kysely<Database>) {
  return rotateCredentialKey(createIntegrationsRepository(db), createCredentialVault(db));
}
