import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { completeEsxProject, type EsxProject } from '@airscope/esx';
import { detectImageType } from '@airscope/esx-archive';
import { buildDesignProjectModel } from '../planning/index.ts';
import { accessPointRecord, radioRecords, type FloorPlacement } from './access-point-records.ts';
import { MAX_SIDE_PX, type PlannedFloor, type SiteImportPlan } from './site-import-plan.ts';
import type { ControllerSite, ControllerVendor } from './vendors/controller-client.ts';

const STOREY_HEIGHT_M = 3;

export interface SiteImportModel {
  model: EsxProject;
  /** Controller floor id → floor-plan record id, remembered for later syncs. */
  floorMap: Record<string, string>;
  accessPointCount: number;
  /** Names of the floors imported without a scale, which the planner asks for. */
  unscaledFloors: string[];
}

interface PlanImage {
  bytes: Buffer;
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** The controller's map as a PNG or JPEG the viewer and .esx take; anything else is re-encoded as PNG. */
async function planImageOf(planned: PlannedFloor): Promise<PlanImage> {
  const { floor, widthPx: width, heightPx: height } = planned;
  if (!floor.image) {
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    return { bytes, type: 'png', width, height };
  }
  const given = Buffer.from(floor.image.bytes);
  const type = detectImageType(given);
  const image = sharp(given, { limitInputPixels: MAX_SIDE_PX * MAX_SIDE_PX });
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new Error(`The map of floor ${floor.name} could not be read`);
  if (type === 'png' || type === 'jpeg') return { bytes: given, type, width: meta.width, height: meta.height };
  return { bytes: await image.png().toBuffer(), type: 'png', width: meta.width, height: meta.height };
}

/**
 * A controller site as a normal project model: the stock design library, one building named after the site, a
 * floor plan per controller floor (its map, scaled as the plan says; a floor without a scale is left unscaled,
 * as Ekahau leaves an unscaled map, and the planner asks for it) and every AP the plan places, with its radios.
 */
export async function buildSiteImportModel(
  vendor: ControllerVendor,
  site: ControllerSite,
  plan: SiteImportPlan,
  name: string,
): Promise<SiteImportModel> {
  const model = buildDesignProjectModel(name);
  const c = model.collections as unknown as Record<string, Array<Record<string, unknown>>>;
  // The design's default slab (its first floor type, as the planner offers it).
  const slabId = (c.floorTypes![0] as { id: string }).id;
  const buildingId = randomUUID();
  c.buildings!.push({ id: buildingId, status: 'CREATED', name: site.name });
  const placements = new Map<string, FloorPlacement>();
  const floorMap: Record<string, string> = {};
  const unscaledFloors: string[] = [];
  for (const [index, planned] of plan.floors.entries()) {
    const { floor } = planned;
    const image = await planImageOf(planned);
    const imageId = randomUUID();
    const floorPlanId = randomUUID();
    model.imageFiles.push({ imageId, type: image.type, bytes: image.bytes });
    c.images!.push({
      id: imageId,
      status: 'CREATED',
      imageFormat: image.type === 'png' ? 'PNG' : 'JPEG',
      resolutionWidth: image.width,
      resolutionHeight: image.height,
    });
    c.floorPlans!.push({
      id: floorPlanId,
      status: 'CREATED',
      name: floor.name,
      width: image.width,
      height: image.height,
      ...(planned.metersPerUnit === null ? {} : { metersPerUnit: planned.metersPerUnit }),
      imageId,
    });
    if (planned.metersPerUnit === null) unscaledFloors.push(floor.name);
    c.buildingFloors!.push({
      id: randomUUID(),
      status: 'CREATED',
      floorPlanId,
      buildingId,
      floorTypeId: slabId,
      floorNumber: floor.level ?? index,
      height: STOREY_HEIGHT_M,
      thickness: 0.2,
    });
    placements.set(floor.id, { floorPlanId, metersPerUnit: planned.metersPerUnit ?? 1 });
    floorMap[floor.id] = floorPlanId;
  }
  for (const { ap, floorId, x, y } of plan.placed) {
    const record = accessPointRecord(vendor, ap, placements.get(floorId)!, { id: randomUUID() }, { x, y });
    c.accessPoints!.push(record);
    c.simulatedRadios!.push(...radioRecords(ap, record.id));
  }
  // The floors, APs and radios just added get what Ekahau's own records carry (antennas, tags, crop, …).
  return { model: completeEsxProject(model), floorMap, accessPointCount: plan.placed.length, unscaledFloors };
}
