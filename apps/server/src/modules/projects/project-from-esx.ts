import type { EsxProject } from '@airscope/esx';
import type { ProjectType } from '@airscope/contracts';
import type { NewProject } from './projects.repository.ts';

const PLAN_TYPES: readonly ProjectType[] = ['BROWNFIELD_PLAN', 'GREENFIELD_PLAN'];

/** The field of project.json where a design project's kind travels, so an exported design comes back as that design. */
export const PLAN_TYPE_FIELD = 'airscopeProjectType';

/**
 * Measured when it holds surveys, simulated when it holds planned radios, hybrid when both; a design
 * (brownfield or greenfield plan) keeps the kind its project.json names while nothing was measured in it.
 */
export function detectProjectType(project: EsxProject): ProjectType {
  const c = project.collections;
  const measured = (c.surveys?.length ?? 0) > 0 || (c.measuredRadios?.length ?? 0) > 0;
  const simulated = (c.simulatedRadios?.length ?? 0) > 0;
  if (measured && simulated) return 'HYBRID';
  if (measured) return 'MEASURED';
  const declared = (project.project as Record<string, unknown> | undefined)?.[PLAN_TYPE_FIELD];
  return PLAN_TYPES.find((type) => type === declared) ?? 'SIMULATED';
}

/** The model with its design kind written into project.json (other kinds are detected from the data). */
export function withPlanType(project: EsxProject, type: ProjectType): EsxProject {
  if (!PLAN_TYPES.includes(type) || !project.project) return project;
  return { ...project, project: { ...project.project, [PLAN_TYPE_FIELD]: type } };
}

export function projectNameOf(project: EsxProject, fileName: string): string {
  const fromFile = fileName.replace(/\.esx$/i, '').trim() || 'Imported project';
  const name = typeof project.project?.name === 'string' ? project.project.name.trim() : '';
  return (name || fromFile).slice(0, 200);
}

/** Floor plans with the building and floor number their buildingFloors record gives them. */
export function floorPlansOf(project: EsxProject): NewProject['floorPlans'] {
  const c = project.collections;
  const buildingNames = new Map((c.buildings ?? []).map((b) => [b.id, typeof b.name === 'string' ? b.name : null]));
  const placement = new Map((c.buildingFloors ?? []).map((bf) => [bf.floorPlanId, bf]));
  return (c.floorPlans ?? []).map((plan) => {
    const floor = placement.get(plan.id);
    return {
      floor_plan_id: plan.id,
      name: (typeof plan.name === 'string' && plan.name.trim()) || 'Floor',
      width: plan.width,
      height: plan.height,
      meters_per_unit: plan.metersPerUnit ?? null,
      image_id: plan.imageId ?? null,
      bitmap_image_id: plan.bitmapImageId ?? null,
      building_name: floor ? (buildingNames.get(floor.buildingId) ?? null) : null,
      floor_number: floor?.floorNumber ?? null,
    };
  });
}
