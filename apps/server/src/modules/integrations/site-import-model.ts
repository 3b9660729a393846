import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { completeEsxProject, type EsxProject } from '@airscope/esx';
import { detectImageType } from '@airscope/esx-archive';
import { buildDesignProjectModel } from '../planning/index.ts';
import { accessPointRecord, radioRecords, type FloorPlacement } from './access-point-records.ts';
import type { ControllerFloor, ControllerSite, ControllerVendor } from './vendors/controller-client.ts';

// A floor the controller keeps without a map gets a blank plan drawn at this scale.
const BLANK_PX_PER_M = 20;
const MAX_SIDE_PX = 20_000;
const STOREY_HEIGHT_M = 3;

export interface SiteImportModel {
  model: EsxProject;
  /** Controller floor id → floor-plan record id, remembered for later syncs. */
  floorMap: Record<string, string>;
  accessPointCount: number;
}

interface PlanImage {
  bytes: Buffer;
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** The controller's map as a PNG or JPEG the viewer and .esx take; anything else is re-encoded as PNG. */
async function planImageOf(floor: ControllerFloor): Promise<PlanImage> {
  if (!floor.image) {
    const width = Math.max(1, Math.min(MAX_SIDE_PX, Math.round(floor.widthM * BLANK_PX_PER_M)));
    const height = Math.max(1, Math.min(MAX_SIDE_PX, Math.round(floor.heightM * BLANK_PX_PER_M)));
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
 * A controller site as a normal project model: the stock design library, one building named after the
 * site, a floor plan per controller floor (its map, scaled from the controller's metres) and every placed
 * AP with its radios. APs the controller has on no floor are left out (they have no position).
 */
export async function buildSiteImportModel(vendor: ControllerVendor, site: ControllerSite, name: string): Promise<SiteImportModel> {
  const model = buildDesignProjectModel(name);
  const c = model.collections as unknown as Record<string, Array<Record<string, unknown>>>;
  // The design's default slab (its first floor type, as the planner offers it).
  const slabId = (c.floorTypes![0] as { id: string }).id;
  const buildingId = randomUUID();
  c.buildings!.push({ id: buildingId, status: 'CREATED', name: site.name });
  const placements = new Map<string, FloorPlacement>();
  const floorMap: Record<string, string> = {};
  const ordered = [...site.floors].sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
  for (const [index, floor] of ordered.entries()) {
    const image = await planImageOf(floor);
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
    const metersPerUnit = floor.widthM / image.width;
    c.floorPlans!.push({
      id: floorPlanId,
      status: 'CREATED',
      name: floor.name,
      width: image.width,
      height: image.height,
      metersPerUnit,
      imageId,
    });
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
    placements.set(floor.id, { floorPlanId, metersPerUnit });
    floorMap[floor.id] = floorPlanId;
  }
  let accessPointCount = 0;
  for (const ap of site.accessPoints) {
    const floor = ap.floorId === null || ap.xM === null || ap.yM === null ? undefined : placements.get(ap.floorId);
    if (!floor) continue;
    const record = accessPointRecord(vendor, ap, floor);
    c.accessPoints!.push(record);
    c.simulatedRadios!.push(...radioRecords(ap, record.id));
    accessPointCount += 1;
  }
  // The floors, APs and radios just added get what Ekahau's own records carry (antennas, tags, crop, …).
  return { model: completeEsxProject(model), floorMap, accessPointCount };
}
