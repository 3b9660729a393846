import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { LicenceGate } from '../users/index.ts';
import type { UserLookupService } from '../users/user-lookup.service.ts';
import { registerDnacConversionRoutes } from './dnac-conversion.routes.ts';
import { createDnacConversionService } from './dnac-conversion.service.ts';
import { createImportLeaseRepository } from './import-lease.repository.ts';
import { resumeInterruptedImports } from './resume-imports.ts';
import { uploadsJobs } from './uploads.jobs.ts';
import { createUploadsRepository } from './uploads.repository.ts';
import { registerUploadRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

export interface UploadsModuleDeps {
  assertLicenceAllowsWrites: LicenceGate;
  projectModels: ProjectModelService;
  users: UserLookupService;
  notifications: Pick<NotificationsService, 'notifyUploadOutcome'>;
  /** Every unfinished import was interrupted at start: true when this is the only process (embedded). */
  takeOverImportsAtStart: boolean;
}

/** Uploads (initiate, bytes, commit), the DNAC archive conversion, and the import job with its sweep. */
export function createUploadsModule(ctx: ModuleContext, deps: UploadsModuleDeps): ServerModule {
  const { config, db, blobs, queue, clock, log } = ctx;
  const uploads = createUploadsRepository(db);
  const service = createUploadsService({
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    uploads,
    blobs,
    queue,
    clock,
    maxUploadBytes: config.maxUploadBytes,
    minRate: config.uploadMinRate,
    initiatesPerHour: config.uploadInitiatesPerHour,
  });
  const conversion = createDnacConversionService({
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    maxUploadBytes: config.maxUploadBytes,
  });
  const importDeps = {
    db,
    uploads,
    projectModels: deps.projectModels,
    users: deps.users,
    notifications: deps.notifications,
    blobs,
    clock,
    log,
    queue,
    leases: createImportLeaseRepository(db),
  };
  return {
    name: 'uploads',
    routes(app, bind) {
      registerUploadRoutes(app, bind, service);
      registerDnacConversionRoutes(app, bind, conversion);
    },
    jobs: uploadsJobs(importDeps),
    startWorker: async () => void (await resumeInterruptedImports(importDeps, { takeOver: deps.takeOverImportsAtStart })),
  };
}
