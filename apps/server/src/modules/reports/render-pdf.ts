import PDFDocument from 'pdfkit';
import type { ReportDocument, ReportHeatmap, ReportTable } from './report-document.ts';
import { hasSection } from './report-document.ts';
import { loadReportFonts } from './report-fonts.ts';
import type { ReportImage } from './report-images.ts';

type Pdf = InstanceType<typeof PDFDocument>;
const MARGIN = 50;
const GREY = '#495057';

function heading(pdf: Pdf, text: string, size: number, newPage: boolean): void {
  if (newPage) pdf.addPage();
  else ensureSpace(pdf, size * 3);
  pdf
    .font('bold')
    .fontSize(size)
    .fillColor('#000000')
    .text(text, { paragraphGap: size / 2 });
  if (size >= 16) pdf.outline.addItem(text);
  pdf.font('regular').fontSize(10);
}

function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.height - MARGIN - 20) pdf.addPage();
}

function image(pdf: Pdf, picture: ReportImage, maxHeight = 420): void {
  const width = pdf.page.width - 2 * MARGIN;
  const scale = Math.min(width / picture.width, maxHeight / picture.height);
  ensureSpace(pdf, picture.height * scale + 8);
  pdf.image(picture.data, MARGIN, pdf.y, { width: picture.width * scale, height: picture.height * scale });
  pdf.y += picture.height * scale + 8;
}

const CELL_PADDING = 8;

/**
 * Column widths from the weights, but never narrower than the longest word of the column (header in bold),
 * so no word is ever broken inside a cell; the columns that can give up width pay for it.
 */
function columnWidths(pdf: Pdf, data: ReportTable, weights: readonly number[], width: number): number[] {
  const longestWord = (cell: string, font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(8.5);
    return Math.max(0, ...cell.split(/\s+/).map((word) => pdf.widthOfString(word)));
  };
  const minimum = data.header.map(
    (header, i) =>
      Math.max(longestWord(header, 'bold'), ...data.rows.map((row) => longestWord(row[i] ?? '', 'regular'))) + CELL_PADDING + 1,
  );
  const widths = weights.map(() => 0);
  let free = weights.map((_, i) => i);
  let room = width;
  // Columns whose share is below their minimum get the minimum; the rest share what is left by weight.
  for (let changed = true; changed;) {
    changed = false;
    const total = free.reduce((sum, i) => sum + weights[i]!, 0);
    for (const i of free) {
      if ((weights[i]! / total) * room < minimum[i]!) {
        widths[i] = minimum[i]!;
        room -= minimum[i]!;
        free = free.filter((j) => j !== i);
        changed = true;
        break;
      }
    }
  }
  const total = free.reduce((sum, i) => sum + weights[i]!, 0);
  for (const i of free) widths[i] = (weights[i]! / total) * Math.max(room, 0);
  return widths;
}

/** A table with a shaded header row; rows wrap between words and break across pages with the header repeated. */
function table(pdf: Pdf, data: ReportTable, weights?: readonly number[], swatches?: readonly string[]): void {
  const width = pdf.page.width - 2 * MARGIN;
  const widths = columnWidths(pdf, data, weights ?? data.header.map(() => 1), width);
  const drawRow = (cells: readonly string[], isHeader: boolean, swatch?: string) => {
    pdf.font(isHeader ? 'bold' : 'regular').fontSize(8.5);
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell || ' ', { width: widths[i]! - CELL_PADDING }))) + 6;
    if (pdf.y + height > pdf.page.height - MARGIN - 20) {
      pdf.addPage();
      if (!isHeader) drawRow(data.header, true);
    }
    const top = pdf.y;
    if (isHeader) pdf.rect(MARGIN, top, width, height).fill('#e9ecef');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      if (i === 0 && swatch) pdf.rect(x + 4, top + 3, 14, height - 6).fill(swatch);
      pdf
        .fillColor('#000000')
        .text(cell, x + 4 + (i === 0 && swatch ? 18 : 0), top + 3, { width: widths[i]! - CELL_PADDING - (i === 0 && swatch ? 18 : 0) });
      x += widths[i]!;
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor('#ced4da')
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  drawRow(data.header, true);
  data.rows.forEach((row, i) => drawRow(row, false, swatches?.[i]));
  pdf.moveDown(0.8);
}

// A heatmap block (title, picture, legend) is at most this tall, so two share an A4 page.
const HEATMAP_BLOCK_MAX_HEIGHT = 330;
const LEGEND_WIDTH = 150;

const LEGEND_ROW_HEIGHT = 13;

function heatmapLayout(pdf: Pdf, map: ReportHeatmap) {
  const width = pdf.page.width - 2 * MARGIN;
  const pictureRoom = width - LEGEND_WIDTH - 12;
  const legendHeight = 16 + map.legend.length * LEGEND_ROW_HEIGHT;
  const scale = Math.min(pictureRoom / map.image.width, (HEATMAP_BLOCK_MAX_HEIGHT - 30) / map.image.height);
  return { width, pictureRoom, legendHeight, scale, pictureHeight: map.image.height * scale };
}

function heatmapBlockHeight(pdf: Pdf, map: ReportHeatmap): number {
  const { legendHeight, pictureHeight } = heatmapLayout(pdf, map);
  return Math.max(pictureHeight, legendHeight) + 30 + (map.passRate ? 16 : 0);
}

/** One heatmap with its legend and pass rate beside the picture, kept together on one page. */
function heatmap(pdf: Pdf, doc: ReportDocument, map: ReportHeatmap): void {
  const { t } = doc.texts;
  const { width, pictureRoom, legendHeight, scale, pictureHeight } = heatmapLayout(pdf, map);
  const rowHeight = LEGEND_ROW_HEIGHT;
  ensureSpace(pdf, heatmapBlockHeight(pdf, map));
  pdf.font('bold').fontSize(12).fillColor('#000000').text(map.title, MARGIN, pdf.y, { width });
  const top = pdf.y + 4;
  pdf.image(map.image.data, MARGIN, top, { width: map.image.width * scale, height: pictureHeight });
  const left = MARGIN + pictureRoom + 12;
  pdf.font('bold').fontSize(8.5).text(t('legend'), left, top, { lineBreak: false });
  const shareX = left + pdf.widthOfString(t('legend')) + 8;
  if (map.legend.some((row) => row.share))
    pdf
      .font('regular')
      .fontSize(7.5)
      .text(t('share'), shareX, top + 1, { width: left + LEGEND_WIDTH - shareX, align: 'right', lineBreak: false });
  let y = top + 16;
  for (const row of map.legend) {
    pdf.rect(left, y, 10, 9).fill(row.colour);
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor('#000000')
      .text(row.label, left + 14, y, { width: LEGEND_WIDTH - 54, lineBreak: false });
    if (row.share) pdf.text(row.share, left + LEGEND_WIDTH - 40, y, { width: 40, align: 'right', lineBreak: false });
    y += rowHeight;
  }
  pdf.x = MARGIN;
  pdf.y = top + Math.max(pictureHeight, legendHeight) + 6;
  if (map.passRate) pdf.font('bold').fontSize(9).text(map.passRate, MARGIN, pdf.y, { width });
  pdf.y += 8;
  pdf.font('regular').fontSize(10);
}

function cover(pdf: Pdf, doc: ReportDocument): void {
  const scale = Math.min(140 / doc.logo.width, 140 / doc.logo.height);
  pdf.image(doc.logo.data, MARGIN, MARGIN + 20, { width: doc.logo.width * scale, height: doc.logo.height * scale });
  pdf.y = MARGIN + 200;
  pdf.font('bold').fontSize(26).text(doc.title).moveDown(1);
  for (const [label, value] of doc.coverRows)
    pdf.font('bold').fontSize(12).text(`${label}: `, { continued: true }).font('regular').text(value);
  pdf.moveDown(2).fontSize(10).fillColor(GREY).text(doc.generated).fillColor('#000000');
}

/** The body of one section, flowing on from wherever the page stands. */
function renderSection(pdf: Pdf, doc: ReportDocument, section: ReportDocument['options']['sections'][number]): void {
  const { t } = doc.texts;
  if (section === 'floor-plans') {
    doc.floors.forEach((floor) => {
      // The floor's title stays with its first picture.
      const first = floor.heatmaps[0];
      ensureSpace(pdf, (first ? heatmapBlockHeight(pdf, first) : 200) + 50);
      heading(pdf, floor.heading, 14, false);
      if (floor.heatmaps.length === 0) image(pdf, floor.plan);
      for (const map of floor.heatmaps) heatmap(pdf, doc, map);
    });
  } else if (section === 'access-points') {
    for (const floor of doc.floors) {
      heading(pdf, floor.heading, 14, false);
      if (floor.accessPoints.rows.length === 0) pdf.text(t('noAccessPoints')).moveDown(0.8);
      else table(pdf, floor.accessPoints, [2, 1.2, 2, 1, 0.8, 3]);
    }
  } else if (section === 'requirements') {
    table(pdf, doc.requirements, [1.6, 0.8, 2, 2, 1.6, 1]);
  } else if (section === 'capacity') {
    for (const floor of doc.floors) {
      heading(pdf, floor.heading, 14, false);
      const capacity = floor.capacity;
      if (!capacity || capacity.table.rows.length === 0) pdf.text(t('noCapacity')).moveDown(0.8);
      else {
        if (capacity.image) heatmap(pdf, doc, capacity.image);
        table(pdf, capacity.table, [1.8, 1.3, 0.9, 1, 1.2, 1.2, 0.9, 1.4]);
      }
      if (capacity?.unserved) pdf.text(capacity.unserved).moveDown(0.8);
    }
  } else if (section === 'bill-of-materials') {
    table(pdf, doc.billOfMaterials, [1.2, 1, 2, 1.4, 1, 1, 0.8]);
  } else if (section === 'notes') {
    if (doc.notes.length === 0) pdf.text(t('noNotes'));
    for (const note of doc.notes) {
      heading(pdf, note.heading, 12, false);
      if (note.text) pdf.font('regular').fontSize(10).text(note.text).moveDown(0.5);
      for (const photo of note.images) image(pdf, photo, 260);
    }
  }
}

/** Lays a report out as an A4 PDF with embedded DejaVu fonts, bookmarks and page numbers. */
export async function renderReportPdf(doc: ReportDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: doc.title, Creator: 'Airscope' },
    lang: doc.texts.language,
  });
  const fonts = loadReportFonts();
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  pdf.font('regular');
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const { t } = doc.texts;
  if (hasSection(doc, 'cover')) cover(pdf, doc);
  else pdf.font('bold').fontSize(20).text(doc.title).moveDown(1);
  const sections = doc.options.sections.filter((s) => s !== 'cover');
  heading(pdf, t('contents'), 16, hasSection(doc, 'cover'));
  // The contents are written once every section's page is known; their lines are reserved here.
  const contents = { page: pdf.bufferedPageRange().start + pdf.bufferedPageRange().count - 1, top: pdf.y };
  pdf.y += sections.length * 16 + 12;
  const startPage = new Map<string, number>();
  for (const section of sections) {
    // A section opens on a fresh page only when too little of this one is left for its title and a start.
    ensureSpace(pdf, 160);
    heading(pdf, t(`section.${section}`), 18, false);
    startPage.set(section, pdf.bufferedPageRange().start + pdf.bufferedPageRange().count);
    renderSection(pdf, doc, section);
  }
  pdf.switchToPage(contents.page);
  sections.forEach((section, i) => {
    const y = contents.top + i * 16;
    const page = String(startPage.get(section) ?? '');
    const title = t(`section.${section}`);
    pdf.font('regular').fontSize(11).fillColor('#000000');
    const dots = '.'.repeat(
      Math.max(
        3,
        Math.floor((pdf.page.width - 2 * MARGIN - pdf.widthOfString(title) - pdf.widthOfString(page) - 12) / pdf.widthOfString('.')),
      ),
    );
    pdf.text(title, MARGIN, y, { lineBreak: false });
    pdf.fillColor(GREY).text(dots, MARGIN + pdf.widthOfString(title) + 4, y, { lineBreak: false });
    pdf.fillColor('#000000').text(page, MARGIN, y, { width: pdf.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  });
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(t('page', { n: i + 1, total: range.count }), MARGIN, pdf.page.height - 30, {
        width: pdf.page.width - 2 * MARGIN,
        align: 'right',
      });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}
