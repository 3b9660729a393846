import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { writeEsx } from '@airscope/esx-archive';
import { PO_TYPE_COLLECTIONS, type PoType, type ProjectBatch, type ProjectRole } from '@airscope/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, ProjectRow, UserRow } from '../../db/db.types.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { JobQueue } from '../../storage/queue/job-queue.ts';
import { loadProjectModel } from './project-model.service.ts';
import { modelForExport } from './model-for-export.ts';
import { storedCollectionName } from './project-rows.ts';
import { loadProjectThumbnail } from './project-thumbnail.ts';
import { checkProjectAccess } from './project-access.ts';
import { canDoOnProject, type ProjectAction } from './projects.policy.ts';
import { presentFloorPlan, presentProject, presentProjectUser, type ProjectListRow } from './projects.presenter.ts';
import { createProjectsRepository } from './projects.repository.ts';
import type { FileSigner } from './signed-file-urls.ts';
import { DELETE_PROJECT_JOB } from './projects.jobs.ts';

const FILE_URL_LIFETIME_MS = 10 * 60_000;

import type { LicenceGate } from '../users/index.ts';

export interface ProjectsServiceDeps {
  assertLicenceAllowsWrites: LicenceGate;
  db: Kysely<Database>;
  blobs: BlobStore;
  queue: JobQueue;
  signer: FileSigner;
  clock: Clock;
}

export function createProjectsService(deps: ProjectsServiceDeps) {
  const { blobs, signer, clock } = deps;
  // The projects module's own repository: nothing outside the module reaches it.
  const projects = createProjectsRepository(deps.db);

  /** Loads a project the actor may act on; anything else is 404 so existence does not leak. */
  async function authorize(actor: Actor, projectId: string, action: ProjectAction): Promise<ProjectRow> {
    if (!isUuid(projectId)) throw notFound();
    // A secure-sharing guest views its one project, read-only; its session ends when the share is revoked.
    const guest = actor.session.role === 'GUEST';
    if (guest && actor.session.secure_project_id !== projectId) throw notFound();
    const memberRole = guest ? undefined : await projects.findRole(projectId, actor.user.id);
    const project = guest || memberRole ? await projects.findById(projectId) : undefined;
    return checkProjectAccess(actor, project, memberRole, action);
  }

  /** The actor's list rows; with `onlyProjectId`, that project's row alone (one project, not the whole list). */
  async function listRows(actor: Actor, search?: string, onlyProjectId?: string): Promise<ProjectListRow[]> {
    const sharedId = actor.session.role === 'GUEST' ? actor.session.secure_project_id : null;
    if (sharedId) return (await projects.listForGuest(sharedId)) as unknown as ProjectListRow[];
    return (await projects.listForUser(actor.user.id, search, onlyProjectId)) as unknown as ProjectListRow[];
  }

  /** A member's access without a session (an activated device acting for its user); same rule, no guests. */
  async function authorizeUser(user: Pick<UserRow, 'id'>, projectId: string, action: ProjectAction): Promise<ProjectRow> {
    if (!isUuid(projectId)) throw notFound();
    const memberRole = await projects.findRole(projectId, user.id);
    const project = memberRole ? await projects.findById(projectId) : undefined;
    if (!memberRole || !project || project.status === 'DELETE_REQUESTED') throw notFound();
    if (!canDoOnProject(memberRole, action)) throw forbidden();
    return project;
  }

  return {
    authorize,
    authorizeUser,

    async list(actor: Actor, options: { includeTag: boolean; includeProjectUser: boolean; query?: string }) {
      const rows = (await listRows(actor, options.query)).filter((row) => row.status !== 'DELETE_REQUESTED');
      // One query for every listed project's members: a query per project stalls the embedded engine at 10,000 projects.
      const members = options.includeProjectUser ? await projects.listUsersOfProjects(rows.map((row) => row.id)) : null;
      return rows.map((row) => {
        const users = members ? (members.get(row.id) ?? []).map(presentProjectUser) : undefined;
        return presentProject(row, { tags: options.includeTag, ...(users ? { users } : {}) });
      });
    },

    async get(actor: Actor, projectId: string, options: { includeTag: boolean; includeProjectUser: boolean }) {
      if (!isUuid(projectId)) throw notFound();
      // The list row carries the project and the caller's role, so one query serves the access rule and the answer.
      const [found] =
        actor.session.role === 'GUEST' && actor.session.secure_project_id !== projectId ? [] : await listRows(actor, undefined, projectId);
      const row = checkProjectAccess(actor, found, found?.my_role, 'read');
      // Guests never see the members' addresses.
      const withUsers = options.includeProjectUser && actor.session.role !== 'GUEST';
      const users = withUsers ? (await projects.listUsers(projectId)).map(presentProjectUser) : undefined;
      return presentProject(row, { tags: options.includeTag, ...(users ? { users } : {}) });
    },

    async users(actor: Actor, projectId: string) {
      await authorize(actor, projectId, 'read');
      return (await projects.listUsers(projectId)).map(presentProjectUser);
    },

    async batch(actor: Actor, projectId: string, poTypes: PoType[]): Promise<ProjectBatch> {
      await authorize(actor, projectId, 'read');
      const collections = poTypes.map((type) => PO_TYPE_COLLECTIONS[type]);
      const byStoredName = new Map(collections.map((name) => [storedCollectionName(name), name]));
      const rows = await projects.listRecords(projectId, [...byStoredName.keys()]);
      const batch: ProjectBatch = Object.fromEntries(collections.map((name) => [name, []]));
      for (const row of rows) batch[byStoredName.get(row.collection) ?? row.collection]?.push(row.data);
      return batch;
    },

    async floorPlans(actor: Actor, projectId: string) {
      await authorize(actor, projectId, 'read');
      return (await projects.listFloorPlans(projectId)).map(presentFloorPlan);
    },

    async imageUrl(actor: Actor, projectId: string, imageId: string) {
      await authorize(actor, projectId, 'read');
      const file = await projects.findFile(projectId, 'image', imageId);
      if (!file) throw notFound();
      const token = signer.sign({ projectId, kind: 'image', name: imageId, expires: clock.now().getTime() + FILE_URL_LIFETIME_MS });
      return { url: `/projectapi/v1/files/${token}` };
    },

    /** Resolves a signed file URL; the project must still exist and not be deleted. */
    async signedFile(token: string) {
      const claim = signer.verify(token, clock.now());
      if (!claim) throw forbidden('This file link is not valid or has expired.');
      const project = await projects.findById(claim.projectId);
      const file =
        project && project.status !== 'DELETE_REQUESTED' ? await projects.findFile(claim.projectId, claim.kind, claim.name) : undefined;
      if (!file) throw notFound();
      return { contentType: file.content_type, bytes: await buffer(await blobs.getStream(file.blob_key)) };
    },

    async thumbnail(actor: Actor, projectId: string) {
      await authorize(actor, projectId, 'read');
      const png = await loadProjectThumbnail(projectId, projects, blobs);
      if (!png) throw notFound();
      return png;
    },

    async download(actor: Actor, projectId: string) {
      const project = await authorize(actor, projectId, 'read');
      const stored = await loadProjectModel(project, projects, blobs);
      const thumbnail = stored.project?.thumbnail === undefined ? await loadProjectThumbnail(projectId, projects, blobs) : null;
      const model = modelForExport(stored, project, thumbnail);
      const stream = new PassThrough();
      void writeEsx(model, stream).catch((error: unknown) => stream.destroy(error as Error));
      return { name: project.name, stream };
    },

    async requestDelete(actor: Actor, projectId: string) {
      await authorize(actor, projectId, 'delete');
      await deps.assertLicenceAllowsWrites(actor);
      await projects.markDeleteRequested(projectId, clock.now());
      await deps.queue.send(DELETE_PROJECT_JOB, { projectId });
      return { projectId, status: 'DELETE_REQUESTED' as const };
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
