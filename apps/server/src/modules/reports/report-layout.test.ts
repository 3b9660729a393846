import { REPORT_SECTIONS, ReportRequestSchema } from '@airscope/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderOfficeFloorImage } from '../../seed/demo-office/office-floor-image.ts';
import { buildOfficeProject } from '../../seed/demo-office/office-project.ts';
import { buildReportDocument } from './build-report-document.ts';
import { pdfPagePng, pdfText } from './report-file-tools.fixture.ts';
import { renderReportPdf } from './render-pdf.ts';

/** Share of a rendered page's height (pixel rows) that is bare paper: no ink anywhere across the row. */
async function blankShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let blankRows = 0;
  for (let row = 0; row < info.height; row += 1) {
    let inked = false;
    for (let i = row * info.width * info.channels; i < (row + 1) * info.width * info.channels && !inked; i += info.channels) {
      inked = data[i]! < 235 || data[i + 1]! < 235 || data[i + 2]! < 235;
    }
    if (!inked) blankRows += 1;
  }
  return blankRows / info.height;
}

describe('the PDF report of the demo office (8 APs, 2 floors, every section)', () => {
  it('fits in 12 pages, fills every page but the cover, keeps header words whole and numbers its contents', async () => {
    const project = buildOfficeProject(await renderOfficeFloorImage());
    const options = ReportRequestSchema.parse({
      format: 'pdf',
      language: 'en',
      sections: [...REPORT_SECTIONS],
      visualizations: ['sig-strength', 'nw-health'],
      bands: ['5'],
    });
    const doc = await buildReportDocument({ project, projectName: 'Demo Office HQ', options, now: new Date('2026-11-26T08:00:00Z') });
    const pdf = await renderReportPdf(doc);
    if (process.env.REPORT_LAYOUT_OUT) (await import('node:fs')).writeFileSync(process.env.REPORT_LAYOUT_OUT, pdf);
    const text = pdfText(pdf);
    const pages = text.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');

    expect(pages.length).toBeLessThanOrEqual(12);
    expect(text).toMatch(/\bMounting\b/);
    expect(text).toMatch(/\bHeight\b/);
    for (const name of ['AP-01', 'AP-04', 'AP-11', 'AP-14']) expect(text).toContain(name);

    // The contents page lists each section with the page it starts on, and that page opens with its title.
    const contents = pages[1]!;
    for (const section of ['Floor plans and heatmaps', 'Access points', 'Bill of materials']) {
      const line = contents.split('\n').find((row) => row.trim().startsWith(section));
      const page = Number(/(\d+)\s*$/.exec(line ?? '')?.[1]);
      expect(page, `${section} in contents`).toBeGreaterThanOrEqual(2);
      expect(pages[page - 1]).toContain(section);
    }

    const blank: number[] = [];
    for (let page = 2; page <= pages.length; page += 1) blank.push(await blankShare(pdfPagePng(pdf, page)));
    console.info(`pages ${pages.length}; blank share per page after the cover: ${blank.map((share) => share.toFixed(2)).join(' ')}`);
    expect(blank.every((share) => share <= 0.7)).toBe(true);
  }, 240_000);
});
