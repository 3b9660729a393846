/**
 * Time to render a 20-floor report (PDF and DOCX), beside the target (< 20 s on one core).
 * Run: `npx tsx bench/src/report-render.bench.ts`. The building is the demo office's two storeys repeated
 * ten times (40 × 24 m each, walls, APs, areas): per floor signal strength and network health on 5 GHz,
 * AP tables, requirement pass rates, capacity and the bill of materials, in German.
 */
import { ReportRequestSchema } from '@airscope/contracts';
import type { EsxProject } from '@airscope/esx';
import { buildOfficeProject } from '../../apps/server/src/seed/demo-office/office-project.ts';
import { renderOfficeFloorImage } from '../../apps/server/src/seed/demo-office/office-floor-image.ts';
import { buildReportDocument } from '../../apps/server/src/modules/reports/build-report-document.ts';
import { renderReportDocx } from '../../apps/server/src/modules/reports/render-docx.ts';
import { renderReportPdf } from '../../apps/server/src/modules/reports/render-pdf.ts';

const FLOORS = 20;
const TARGET_S = 20;
// Collections whose records belong to one floor: they are copied per storey with fresh ids.
const PER_FLOOR = [
  'floorPlans',
  'buildingFloors',
  'accessPoints',
  'simulatedRadios',
  'wallPoints',
  'wallSegments',
  'areas',
  'exclusionAreas',
  'attenuationAreas',
  'notes',
  'pictureNotes',
] as const;

/** The demo office stacked to `floors` storeys: every floor-bound record copied with ids suffixed per copy. */
function stackFloors(project: EsxProject, floors: number): EsxProject {
  const collections = project.collections as unknown as Record<string, { id: string }[]>;
  const ids = PER_FLOOR.flatMap((name) => (collections[name] ?? []).map((record) => record.id));
  const pattern = new RegExp(`"(${ids.map((id) => id.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})"`, 'g');
  const storeys = (collections.floorPlans ?? []).length;
  const out = structuredClone(collections);
  for (const name of PER_FLOOR) out[name] = [];
  for (let copy = 0; copy * storeys < floors; copy++) {
    for (const name of PER_FLOOR) {
      const text = JSON.stringify(collections[name] ?? []).replace(pattern, (_, id: string) => `"${id}-c${copy}"`);
      const records = JSON.parse(text) as Record<string, unknown>[];
      for (const record of records) {
        if (name === 'floorPlans') record.name = `${String(record.name)} ${copy + 1}`;
        if (name === 'buildingFloors') record.floorNumber = Number(record.floorNumber ?? 0) + copy * storeys;
      }
      out[name]!.push(...(records as { id: string }[]));
    }
  }
  out.floorPlans = out.floorPlans!.slice(0, floors);
  return { ...project, collections: out as unknown as EsxProject['collections'] };
}

const image = await renderOfficeFloorImage();
const project = stackFloors(buildOfficeProject(image), FLOORS);
const options = ReportRequestSchema.parse({
  format: 'pdf',
  language: 'de',
  sections: ['cover', 'floor-plans', 'access-points', 'requirements', 'capacity', 'bill-of-materials', 'notes'],
  visualizations: ['sig-strength', 'nw-health'],
  bands: ['5'],
});
let started = performance.now();
const document = await buildReportDocument({ project, projectName: 'Bench tower', options, now: new Date() });
const buildS = (performance.now() - started) / 1000;
started = performance.now();
const pdf = await renderReportPdf(document);
const pdfS = (performance.now() - started) / 1000;
started = performance.now();
const docx = await renderReportDocx({ ...document, options: { ...options, format: 'docx' } });
const docxS = (performance.now() - started) / 1000;
const total = buildS + pdfS;
console.log(`report render: ${document.floors.length} floors, ${document.floors.reduce((n, f) => n + f.heatmaps.length, 0)} heatmaps`);
console.log(`  heatmaps, tables and pictures: ${buildS.toFixed(2)} s`);
console.log(`  PDF layout: ${pdfS.toFixed(2)} s (${(pdf.length / 1048576).toFixed(1)} MB)`);
console.log(`  DOCX layout (same document): ${docxS.toFixed(2)} s (${(docx.length / 1048576).toFixed(1)} MB)`);
console.log(`  20-floor PDF report: ${total.toFixed(2)} s (target < ${TARGET_S} s) ${total < TARGET_S ? 'OK' : 'OVER TARGET'}`);
