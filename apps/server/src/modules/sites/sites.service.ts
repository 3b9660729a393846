import { randomUUID } from 'node:crypto';
import type { ProjectPlacement, Site, SiteBuilding, SiteFloor } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { PolicyVerdict } from '../users/index.ts';
import { decideProjectPlacement, decideSiteAction, type SiteAction } from './sites.policy.ts';
import type { SiteCountsRow, SitesRepository } from './sites.repository.ts';

export interface SitesServiceDeps {
  sites: SitesRepository;
  projectsService: ProjectsService;
  clock: Clock;
}

function enforce(verdict: PolicyVerdict): void {
  if (verdict === 'not-found') throw notFound();
  if (verdict === 'forbidden') throw forbidden();
}

/** A second site, building or floor of the same name in one place is refused (unique index, any case). */
async function unlessDuplicate<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new HttpError(409, `A ${what} with this name already exists.`, 'DUPLICATE_NAME');
    throw error;
  }
}

/** Sites → buildings → floors of the caller's organisation, and which site a project sits in. */
export function createSitesService(deps: SitesServiceDeps) {
  const { sites, clock } = deps;

  async function presentSites(actor: Actor, rows: SiteCountsRow[]): Promise<Site[]> {
    const visible = actor.user.org_id ? await sites.listVisibleProjectsBySite(actor.user.org_id, actor.user.id) : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      buildingCount: row.building_count,
      floorCount: row.floor_count,
      projectCount: row.project_count,
      projectIds: visible.filter((v) => v.site_id === row.id).map((v) => v.project_id),
      canManage: decideSiteAction(actor.user, row.org_id, 'manage') === 'allow',
    }));
  }

  async function loadSite(actor: Actor, siteId: string, action: SiteAction): Promise<SiteCountsRow> {
    const site = isUuid(siteId) ? await sites.findSite(siteId) : undefined;
    if (!site) throw notFound();
    enforce(decideSiteAction(actor.user, site.org_id, action));
    return site;
  }

  async function loadBuilding(actor: Actor, buildingId: string, action: SiteAction) {
    const building = isUuid(buildingId) ? await sites.findBuilding(buildingId) : undefined;
    if (!building) throw notFound();
    enforce(decideSiteAction(actor.user, building.org_id, action));
    return building;
  }

  const presentBuilding = (row: {
    id: string;
    site_id: string;
    name: string;
    floor_count: number | null;
    project_count: number | null;
  }): SiteBuilding => ({
    id: row.id,
    siteId: row.site_id,
    name: row.name,
    floorCount: row.floor_count ?? 0,
    projectCount: row.project_count ?? 0,
  });
  const presentFloor = (row: { id: string; building_id: string; name: string; level: number }): SiteFloor => ({
    id: row.id,
    buildingId: row.building_id,
    name: row.name,
    level: row.level,
  });

  return {
    async list(actor: Actor): Promise<Site[]> {
      if (!actor.user.org_id) return [];
      return presentSites(actor, await sites.listSites(actor.user.org_id));
    },

    async create(actor: Actor, name: string): Promise<Site> {
      const orgId = actor.user.org_id;
      if (!orgId) throw notFound();
      enforce(decideSiteAction(actor.user, orgId, 'manage'));
      const id = randomUUID();
      await unlessDuplicate('site', () => sites.insertSite({ id, org_id: orgId, name, created_at: clock.now() }));
      return (await presentSites(actor, [(await sites.findSite(id))!]))[0]!;
    },

    async rename(actor: Actor, siteId: string, name: string): Promise<Site> {
      await loadSite(actor, siteId, 'manage');
      await unlessDuplicate('site', () => sites.renameSite(siteId, name));
      return (await presentSites(actor, [(await sites.findSite(siteId))!]))[0]!;
    },

    async remove(actor: Actor, siteId: string): Promise<void> {
      await loadSite(actor, siteId, 'manage');
      await sites.deleteSite(siteId);
    },

    async listBuildings(actor: Actor, siteId: string): Promise<SiteBuilding[]> {
      await loadSite(actor, siteId, 'view');
      return (await sites.listBuildings(siteId)).map(presentBuilding);
    },

    async createBuilding(actor: Actor, siteId: string, name: string): Promise<SiteBuilding> {
      await loadSite(actor, siteId, 'manage');
      const id = randomUUID();
      await unlessDuplicate('building', () => sites.insertBuilding({ id, site_id: siteId, name, created_at: clock.now() }));
      return presentBuilding((await sites.findBuilding(id))!);
    },

    async renameBuilding(actor: Actor, buildingId: string, name: string): Promise<SiteBuilding> {
      await loadBuilding(actor, buildingId, 'manage');
      await unlessDuplicate('building', () => sites.renameBuilding(buildingId, name));
      return presentBuilding((await sites.findBuilding(buildingId))!);
    },

    async listFloors(actor: Actor, buildingId: string): Promise<SiteFloor[]> {
      await loadBuilding(actor, buildingId, 'view');
      return (await sites.listFloors(buildingId)).map(presentFloor);
    },

    async createFloor(actor: Actor, buildingId: string, body: { name: string; level: number }): Promise<SiteFloor> {
      await loadBuilding(actor, buildingId, 'manage');
      const id = randomUUID();
      await unlessDuplicate('floor', () =>
        sites.insertFloor({ id, building_id: buildingId, name: body.name, level: body.level, created_at: clock.now() }),
      );
      return presentFloor((await sites.findFloor(id))!);
    },

    async updateFloor(
      actor: Actor,
      floorId: string,
      changes: { name?: string | undefined; level?: number | undefined },
    ): Promise<SiteFloor> {
      const floor = isUuid(floorId) ? await sites.findFloor(floorId) : undefined;
      if (!floor) throw notFound();
      enforce(decideSiteAction(actor.user, floor.org_id, 'manage'));
      await unlessDuplicate('floor', () =>
        sites.updateFloor(floorId, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.level !== undefined ? { level: changes.level } : {}),
        }),
      );
      return presentFloor((await sites.findFloor(floorId))!);
    },

    /** Project editors move a project under a site (and one of its buildings) of the project's organisation. */
    async placeProject(
      actor: Actor,
      projectId: string,
      body: { siteId: string | null; buildingId?: string | null | undefined },
    ): Promise<ProjectPlacement> {
      const project = await deps.projectsService.authorize(actor, projectId, 'write');
      const site = body.siteId ? await sites.findSite(body.siteId) : undefined;
      if (body.siteId && !site) throw notFound();
      enforce(decideProjectPlacement(actor.user, project.org_id, site?.org_id ?? null));
      const buildingId = body.buildingId ?? null;
      if (buildingId) {
        const building = await sites.findBuilding(buildingId);
        if (!building || building.site_id !== body.siteId)
          throw new HttpError(400, 'The building is not part of the chosen site.', 'BUILDING_NOT_IN_SITE');
      }
      await sites.placeProject(project.id, body.siteId, body.siteId ? buildingId : null);
      return { projectId: project.id, siteId: body.siteId, buildingId: body.siteId ? buildingId : null };
    },
  };
}
export type SitesService = ReturnType<typeof createSitesService>;
