import { DESIGN_PROJECT_ERROR, type FrequencyBand } from '@airscope/contracts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { checkProjectAccess } from '../projects/index.ts';
import type { DeviceCountFilter, DeviceCountsRepository } from './device-counts.repository.ts';
import type { InsightKpisRepository, KpiWindow } from './insight-kpis.repository.ts';
import { totalPages, type ListScope, type PageRequest } from './insight-list-scope.ts';
import type { InsightProjectsRepository, MapBox } from './insight-projects.repository.ts';
import { isDesignType, likePattern, type Reach } from './insights-reach.ts';
import {
  NO_COUNTS,
  presentDeviceCount,
  presentFloorPlan,
  presentInsightProject,
  presentKpis,
  presentSurveyEvent,
} from './insights.presenter.ts';
import type { SurveyEventFilter, SurveyEventsRepository } from './survey-events.repository.ts';
import { recommendFixes, type KpiPlace } from './recommend-fixes.ts';

export interface InsightsServiceDeps {
  projects: InsightProjectsRepository;
  events: SurveyEventsRepository;
  devices: DeviceCountsRepository;
  kpis: InsightKpisRepository;
  /** The design-project feature flag (docs/product.md §6): design and simulated projects show only when on. */
  designProjectsOn: boolean;
}

/** Where a per-survey or per-device call points: nothing (every project), a project, a floor, or both. */
export interface ScopeParams {
  projectId?: string;
  floorPlanRowId?: string;
}

export interface WindowQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  frequencyBand: FrequencyBand;
}

const windowOf = (q: WindowQuery): KpiWindow => ({ band: q.frequencyBand, startDate: q.startDate, endDate: q.endDate });
/** docs/product.md §5 floor and area KPI searches: the name contains the trimmed text, ignoring case. */
const matches = (name: string, query: string | undefined) => {
  const like = likePattern(query);
  return !like || name.toLowerCase().includes(query!.trim().toLowerCase());
};

export function createInsightsService(deps: InsightsServiceDeps) {
  const { projects, events, devices, kpis } = deps;

  const reachOf = (actor: Actor): Reach => ({
    userId: actor.user.id,
    guestProjectId: actor.session.role === 'GUEST' ? (actor.session.secure_project_id ?? '') : null,
    includeDesign: deps.designProjectsOn,
  });

  /**
   * Read access by the rule every project call applies (checkProjectAccess), with
   * the floor lookup and the membership in one query: these calls run per request, so each query costs every
   * endpoint. 404 outside reach, for a deleted project or a floor of another project; a design project with the
   * flag off is refused (docs/product.md §6).
   */
  async function openTarget(actor: Actor, target: ScopeParams) {
    if (target.projectId !== undefined && !isUuid(target.projectId)) throw notFound();
    const found = await projects.openTarget(actor.user.id, target);
    if (!found) throw notFound();
    const project = checkProjectAccess(actor, found.project, found.memberRole, 'read');
    if (!deps.designProjectsOn && isDesignType(project.project_type)) throw forbidden(DESIGN_PROJECT_ERROR);
    return project;
  }

  const openProject = (actor: Actor, projectId: string) => openTarget(actor, { projectId });

  /** Opens the project of the path; a floor must belong to it (floor-only paths find their project). */
  async function openScope(actor: Actor, params: ScopeParams): Promise<ListScope> {
    if (!params.projectId && !params.floorPlanRowId) return {};
    const project = await openTarget(actor, params);
    return { projectId: project.id, ...(params.floorPlanRowId ? { floorPlanRowId: params.floorPlanRowId } : {}) };
  }

  async function floorOf(actor: Actor, projectId: string, floorPlanRowId: string) {
    await openScope(actor, { projectId, floorPlanRowId });
    const floor = (await projects.floorPlans(projectId)).find((f) => String(f.row_id) === floorPlanRowId);
    if (!floor) throw notFound();
    return floor;
  }

  return {
    /** docs/decisions/0024: one page of the project table, with the count of every project matching. */
    async listProjects(actor: Actor, q: WindowQuery & MapBox & PageRequest & { query?: string | undefined }) {
      const box = { minLatitude: q.minLatitude, maxLatitude: q.maxLatitude, minLongitude: q.minLongitude, maxLongitude: q.maxLongitude };
      const result = await projects.page(reachOf(actor), { query: q.query }, box, windowOf(q), {
        page: q.page,
        size: q.size,
        sort: q.sort,
      });
      return {
        content: result.rows.map(presentInsightProject),
        totalPages: totalPages(result.total, q.size),
        totalElements: result.total,
      };
    },

    /** Where the projects matching the search are, for the map (every one, not a page). */
    async projectPlaces(actor: Actor, q: { query?: string | undefined }) {
      return projects.places(reachOf(actor), { query: q.query });
    },

    async getProject(actor: Actor, projectId: string, q: WindowQuery) {
      await openProject(actor, projectId);
      const [row] = await projects.list(reachOf(actor), { projectId }, windowOf(q));
      if (!row) throw notFound();
      return presentInsightProject(row);
    },

    /** One page of the projects matching a text and a tag, in the project list's order (docs/decisions/0024 addendum). */
    async search(actor: Actor, q: PageRequest & { query?: string | undefined; tag?: string | undefined }) {
      const result = await projects.page(
        reachOf(actor),
        { query: q.query, tag: q.tag },
        {},
        { band: 'FIVE' },
        {
          page: q.page,
          size: q.size,
          sort: q.sort,
        },
      );
      return {
        projects: result.rows.map(presentInsightProject),
        totalPages: totalPages(result.total, q.size),
        totalElements: result.total,
      };
    },

    async surveyEvents(actor: Actor, params: ScopeParams, filter: SurveyEventFilter, page: PageRequest) {
      const scope = await openScope(actor, params);
      const result = await events.page(reachOf(actor), scope, filter, page);
      return { content: result.rows.map(presentSurveyEvent), totalPages: totalPages(result.total, page.size), totalElements: result.total };
    },

    async surveyEventTotals(actor: Actor, params: ScopeParams, filter: SurveyEventFilter) {
      return events.totals(reachOf(actor), await openScope(actor, params), filter);
    },

    async surveyDateRange(actor: Actor, params: ScopeParams) {
      const range = await events.dateRange(reachOf(actor), await openScope(actor, params));
      const day = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString().slice(0, 10));
      return { startDate: day(range.first), endDate: day(range.last) };
    },

    async deviceCounts(actor: Actor, params: ScopeParams, filter: DeviceCountFilter, page: PageRequest) {
      const scope = await openScope(actor, params);
      const result = await devices.page(reachOf(actor), scope, filter, page);
      return { content: result.rows.map(presentDeviceCount), totalPages: totalPages(result.total, page.size), totalElements: result.total };
    },

    async deviceCountTotals(actor: Actor, params: ScopeParams, filter: DeviceCountFilter) {
      return devices.totals(reachOf(actor), await openScope(actor, params), filter);
    },

    async dailyNetworkHealth(actor: Actor, projectId: string, q: WindowQuery) {
      await openProject(actor, projectId);
      const days = await kpis.dailyHealth(projectId, windowOf(q));
      return days.filter((d) => d.cells > 0).map((d) => ({ date: d.day, value: Math.round((100 * d.passed) / d.cells) }));
    },

    async floorPlans(actor: Actor, projectId: string) {
      await openProject(actor, projectId);
      return (await projects.floorPlans(projectId)).map(presentFloorPlan);
    },

    async floorPlanKpis(actor: Actor, projectId: string, q: WindowQuery & { query?: string | undefined }) {
      await openProject(actor, projectId);
      const sums = new Map((await kpis.floors(projectId, windowOf(q))).map((row) => [row.key, row.counts]));
      return (await projects.floorPlans(projectId))
        .filter((floor) => matches(floor.name, q.query))
        .map((floor) => ({
          floorPlanName: floor.name,
          floorPlanId: floor.floor_plan_id,
          floorPlanRowId: Number(floor.row_id),
          kpis: presentKpis(sums.get(String(floor.row_id))),
        }));
    },

    async areaKpis(actor: Actor, projectId: string, floorPlanRowId: string, q: WindowQuery & { query?: string | undefined }) {
      await floorOf(actor, projectId, floorPlanRowId);
      return (await kpis.areas(projectId, floorPlanRowId, windowOf(q)))
        .filter((area) => matches(area.name, q.query))
        .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key))
        .map((area) => ({ areaName: area.name, areaId: area.key, kpis: presentKpis(area.counts) }));
    },

    async floorKpis(actor: Actor, projectId: string, floorPlanRowId: string, q: WindowQuery) {
      const floor = await floorOf(actor, projectId, floorPlanRowId);
      const [sum] = (await kpis.floors(projectId, windowOf(q))).filter((row) => row.key === floorPlanRowId);
      return { areaId: floor.floor_plan_id, areaRowId: Number(floor.row_id), areaName: floor.name, kpis: presentKpis(sum?.counts) };
    },

    /**
     * docs/product.md §5 "Recommendations": each floor's and area's stored KPI counts (the network-health
     * evaluation the KPI tables show), the shortfalls worst first.
     */
    async recommendations(actor: Actor, projectId: string, q: WindowQuery) {
      await openProject(actor, projectId);
      const window = windowOf(q);
      const floors = await projects.floorPlans(projectId);
      const floorSums = new Map((await kpis.floors(projectId, window)).map((row) => [row.key, row.counts]));
      const places: KpiPlace[] = [];
      for (const floor of floors) {
        const at = { floorPlanRowId: Number(floor.row_id), floorPlanName: floor.name };
        places.push({ ...at, areaId: null, areaName: null, counts: floorSums.get(String(floor.row_id)) ?? NO_COUNTS });
        for (const area of await kpis.areas(projectId, String(floor.row_id), window))
          places.push({ ...at, areaId: area.key, areaName: area.name, counts: area.counts });
      }
      return recommendFixes(places);
    },

    async projectKpis(actor: Actor, projectId: string, q: WindowQuery) {
      const project = await openProject(actor, projectId);
      return {
        projectId,
        projectRowId: projectId,
        projectName: project.name,
        kpis: presentKpis(await kpis.project(projectId, windowOf(q))),
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
