import type { ReportOptions } from '@airscope/contracts';
import { listFloorPlanIds, type EsxProject } from '@airscope/esx';
import { buildBillOfMaterials } from './bill-of-materials.ts';
import { bomTableRows } from './bom-export.ts';
import type { ReportDocument, ReportFloor, ReportNote, ReportTable } from './report-document.ts';
import { loadedFloorOf } from '../heatmaps/index.ts';
import { bandLabel, buildReportFloor, type FloorHealth } from './report-floor.ts';
import { defaultLogo, logoFromDataUrl, preparePhoto, preparePlanImage, type ReportImage } from './report-images.ts';
import { requirementRows } from './report-requirements.ts';
import { reportTexts } from './report-texts.ts';

export interface BuildReportInput {
  project: EsxProject;
  projectName: string;
  options: ReportOptions;
  now: Date;
  /** Called with 0–100 as floors are done. */
  onProgress?: (percent: number) => Promise<void> | void;
}

/** Floors in building order (building name, then floor number), limited to the chosen ones. */
function orderedFloors(project: EsxProject, chosen: readonly string[] | undefined) {
  const { collections } = project;
  const buildings = new Map(collections.buildings.map((b) => [b.id, b.name ?? '']));
  const links = new Map(collections.buildingFloors.map((link) => [link.floorPlanId, link]));
  const ids = listFloorPlanIds(project).filter((id) => !chosen || chosen.includes(id));
  const plans = new Map(collections.floorPlans.map((plan) => [plan.id, plan]));
  return ids
    .map((id) => ({
      plan: plans.get(id)!,
      building: buildings.get(links.get(id)?.buildingId ?? '') ?? '',
      number: links.get(id)?.floorNumber ?? 0,
    }))
    .filter((floor) => floor.plan)
    .sort(
      (a, b) =>
        a.building.localeCompare(b.building) ||
        a.number - b.number ||
        (a.plan.name ?? '').localeCompare(b.plan.name ?? '', undefined, { numeric: true }),
    );
}

/** Assembles the whole report: cover, each floor's heatmaps and tables, requirements, BOM and notes. */
export async function buildReportDocument(input: BuildReportInput): Promise<ReportDocument> {
  const { project, options } = input;
  const texts = reportTexts(options.language);
  const images = new Map(project.imageFiles.map((file) => [file.imageId, file.bytes]));
  const floors: ReportFloor[] = [];
  const health: { floor: string; bands: FloorHealth[] }[] = [];
  const wantsFloorWork = options.sections.some(
    (s) => s === 'floor-plans' || s === 'access-points' || s === 'requirements' || s === 'capacity',
  );
  const chosen = wantsFloorWork ? orderedFloors(project, options.floorIds) : [];
  for (const [index, { plan, building }] of chosen.entries()) {
    const heading = building ? `${plan.name ?? plan.id} · ${building}` : (plan.name ?? plan.id);
    const planImage = await preparePlanImage(images.get(plan.bitmapImageId ?? plan.imageId), plan.width, plan.height);
    const built = await buildReportFloor(loadedFloorOf(project, plan.id), planImage, `${texts.t('floor')} ${heading}`, options, texts);
    floors.push(built.floor);
    health.push({ floor: heading, bands: built.health });
    await input.onProgress?.(Math.round(((index + 1) / chosen.length) * 90));
  }
  const meta = project.project;
  const coverRows: [string, string][] = [[texts.t('project'), meta?.name || input.projectName]];
  if (meta?.customer) coverRows.push([texts.t('customer'), meta.customer]);
  if (meta?.location) coverRows.push([texts.t('location'), meta.location]);
  if (meta?.responsiblePerson) coverRows.push([texts.t('responsible'), meta.responsiblePerson]);
  const bom = bomTableRows(buildBillOfMaterials(project, { noBuilding: texts.t('noBuilding') }), texts);
  const logo: ReportImage = options.logoDataUrl
    ? await logoFromDataUrl(options.logoDataUrl).catch(() => defaultLogo())
    : await defaultLogo();
  return {
    texts,
    options,
    title: options.title || meta?.title || texts.t('defaultTitle'),
    logo,
    coverRows,
    generated: texts.t('generatedBy', { date: texts.date(input.now) }),
    floors,
    requirements: requirementRows(health, texts, bandLabel),
    billOfMaterials: { header: bom.header, rows: bom.rows.map((row) => row.map(String)) } satisfies ReportTable,
    notes: options.sections.includes('notes') ? await collectNotes(project, texts, images) : [],
  };
}

/** Project notes, then picture notes per floor, with their photos. */
async function collectNotes(
  project: EsxProject,
  texts: ReturnType<typeof reportTexts>,
  images: Map<string, Buffer>,
): Promise<ReportNote[]> {
  const { collections } = project;
  const notes = new Map(collections.notes.map((note) => [note.id, note]));
  const floorNames = new Map(collections.floorPlans.map((plan) => [plan.id, plan.name ?? plan.id]));
  const out: ReportNote[] = [];
  const photos = async (ids: readonly string[] | undefined) => {
    const result: ReportImage[] = [];
    for (const id of (ids ?? []).slice(0, 4)) {
      const bytes = images.get(id);
      if (!bytes) continue;
      const image = await preparePhoto(bytes).catch(() => null);
      if (image) result.push(image);
    }
    return result;
  };
  for (const id of project.project?.noteIds ?? []) {
    const note = notes.get(id);
    if (note?.text?.trim()) out.push({ heading: texts.t('projectNote'), text: note.text, images: await photos(note.imageIds) });
  }
  for (const pin of collections.pictureNotes) {
    for (const id of pin.noteIds ?? []) {
      const note = notes.get(id);
      if (!note || (!note.text?.trim() && !(note.imageIds ?? []).length)) continue;
      out.push({
        heading: `${texts.t('pictureNote')} · ${texts.t('floor')} ${floorNames.get(pin.location.floorPlanId) ?? ''}`,
        text: note.text ?? '',
        images: await photos(note.imageIds),
      });
    }
  }
  return out;
}
