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

/** A table with a shaded header row; rows wrap and break across pages with the header repeated. */
function table(pdf: Pdf, data: ReportTable, weights?: readonly number[], swatches?: readonly string[]): void {
  const width = pdf.page.width - 2 * MARGIN;
  const w = weights ?? data.header.map(() => 1);
  const total = w.reduce((a, b) => a + b, 0);
  const widths = w.map((x) => (x / total) * width);
  const drawRow = (cells: readonly string[], isHeader: boolean, swatch?: string) => {
    pdf.font(isHeader ? 'bold' : 'regular').fontSize(8.5);
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell || ' ', { width: widths[i]! - 8 }))) + 6;
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
        .text(cell, x + 4 + (i === 0 && swatch ? 18 : 0), top + 3, { width: widths[i]! - 8 - (i === 0 && swatch ? 18 : 0) });
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

function heatmap(pdf: Pdf, doc: ReportDocument, map: ReportHeatmap): void {
  // Keep a heatmap's title on the page of its picture.
  const width = pdf.page.width - 2 * MARGIN;
  ensureSpace(pdf, Math.min(width / map.image.width, 420 / map.image.height) * map.image.height + 40);
  heading(pdf, map.title, 12, false);
  image(pdf, map.image);
  const { t } = doc.texts;
  table(
    pdf,
    { header: [t('legend'), t('share')], rows: map.legend.map((row) => [row.label, row.share]) },
    [3, 1],
    map.legend.map((row) => row.colour),
  );
  if (map.passRate) pdf.font('bold').fontSize(10).text(map.passRate).moveDown(0.8);
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
  for (const section of sections) pdf.fontSize(11).text(t(`section.${section}`));
  for (const section of sections) {
    heading(pdf, t(`section.${section}`), 18, true);
    if (section === 'floor-plans') {
      doc.floors.forEach((floor, i) => {
        heading(pdf, floor.heading, 14, i > 0);
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
