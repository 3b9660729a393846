import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import type { ReportDocument, ReportHeatmap, ReportTable } from './report-document.ts';
import { hasSection } from './report-document.ts';
import { loadReportFonts, REPORT_FONT_NAME } from './report-fonts.ts';
import type { ReportImage } from './report-images.ts';

// A4 text width at 2 cm margins, in pixels at 96 dpi (what docx's image transformation expects).
const TEXT_WIDTH_PX = 640;

const text = (value: string, bold = false) =>
  new Paragraph({ children: value.split('\n').map((line, i) => new TextRun({ text: line, bold, break: i > 0 ? 1 : 0 })) });

function heading(value: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel], pageBreak = false): Paragraph {
  return new Paragraph({ heading: level, pageBreakBefore: pageBreak, children: [new TextRun(value)] });
}

function picture(image: ReportImage, maxHeight = 560): Paragraph {
  const scale = Math.min(TEXT_WIDTH_PX / image.width, maxHeight / image.height, 1);
  return new Paragraph({
    children: [
      new ImageRun({
        type: image.format,
        data: image.data,
        transformation: { width: Math.round(image.width * scale), height: Math.round(image.height * scale) },
      }),
    ],
  });
}

/** A Word table with a shaded, repeated header row; an optional colour swatch cell leads each row. */
function table(data: ReportTable, swatches?: readonly string[]): Table {
  const border = { style: BorderStyle.SINGLE, size: 4, color: 'CED4DA' };
  const cell = (value: string, header: boolean, fill?: string) =>
    new TableCell({
      children: [text(value, header)],
      ...(fill ? { shading: { type: ShadingType.CLEAR, fill, color: 'auto' } } : {}),
      borders: { top: border, bottom: border, left: border, right: border },
    });
  const withSwatch = (cells: TableCell[], colour: string | undefined) =>
    swatches ? [cell('', false, colour?.replace('#', '') ?? 'FFFFFF'), ...cells] : cells;
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: withSwatch(
          data.header.map((h) => cell(h, true, 'E9ECEF')),
          'E9ECEF',
        ),
      }),
      ...data.rows.map(
        (row, i) =>
          new TableRow({
            children: withSwatch(
              row.map((value) => cell(value, false)),
              swatches?.[i],
            ),
          }),
      ),
    ],
  });
}

function heatmap(doc: ReportDocument, map: ReportHeatmap): FileChild[] {
  const { t } = doc.texts;
  const out: FileChild[] = [heading(map.title, HeadingLevel.HEADING_3), picture(map.image)];
  out.push(
    table(
      { header: [t('legend'), t('share')], rows: map.legend.map((row) => [row.label, row.share]) },
      map.legend.map((row) => row.colour),
    ),
  );
  if (map.passRate) out.push(text(map.passRate, true));
  out.push(new Paragraph(''));
  return out;
}

function sectionBody(doc: ReportDocument, section: ReportDocument['options']['sections'][number]): FileChild[] {
  const { t } = doc.texts;
  const out: FileChild[] = [];
  if (section === 'floor-plans') {
    for (const floor of doc.floors) {
      out.push(heading(floor.heading, HeadingLevel.HEADING_2));
      if (floor.heatmaps.length === 0) out.push(picture(floor.plan));
      for (const map of floor.heatmaps) out.push(...heatmap(doc, map));
    }
  } else if (section === 'access-points') {
    for (const floor of doc.floors) {
      out.push(heading(floor.heading, HeadingLevel.HEADING_2));
      out.push(floor.accessPoints.rows.length === 0 ? text(t('noAccessPoints')) : table(floor.accessPoints));
    }
  } else if (section === 'requirements') {
    out.push(table(doc.requirements));
  } else if (section === 'capacity') {
    for (const floor of doc.floors) {
      out.push(heading(floor.heading, HeadingLevel.HEADING_2));
      const capacity = floor.capacity;
      if (!capacity || capacity.table.rows.length === 0) out.push(text(t('noCapacity')));
      else {
        if (capacity.image) out.push(...heatmap(doc, capacity.image));
        out.push(table(capacity.table));
      }
      if (capacity?.unserved) out.push(text(capacity.unserved));
    }
  } else if (section === 'bill-of-materials') {
    out.push(table(doc.billOfMaterials));
  } else if (section === 'notes') {
    if (doc.notes.length === 0) out.push(text(t('noNotes')));
    for (const note of doc.notes) {
      out.push(heading(note.heading, HeadingLevel.HEADING_3));
      if (note.text) out.push(text(note.text));
      for (const photo of note.images) out.push(picture(photo, 320));
    }
  }
  return out;
}

/** Lays a report out as a DOCX with the DejaVu fonts embedded, headings Word lists in its navigation pane. */
export async function renderReportDocx(doc: ReportDocument): Promise<Buffer> {
  const { t } = doc.texts;
  const children: FileChild[] = [];
  if (hasSection(doc, 'cover')) {
    const logoScale = Math.min(160 / doc.logo.width, 160 / doc.logo.height);
    children.push(
      new Paragraph({
        children: [
          new ImageRun({
            type: doc.logo.format,
            data: doc.logo.data,
            transformation: { width: Math.round(doc.logo.width * logoScale), height: Math.round(doc.logo.height * logoScale) },
          }),
        ],
      }),
    );
  }
  children.push(heading(doc.title, HeadingLevel.TITLE));
  if (hasSection(doc, 'cover')) {
    for (const [label, value] of doc.coverRows)
      children.push(new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] }));
    children.push(text(doc.generated));
  }
  const sections = doc.options.sections.filter((s) => s !== 'cover');
  children.push(heading(t('contents'), HeadingLevel.HEADING_1, hasSection(doc, 'cover')));
  for (const section of sections) children.push(text(t(`section.${section}`)));
  for (const section of sections) {
    children.push(heading(t(`section.${section}`), HeadingLevel.HEADING_1, true));
    children.push(...sectionBody(doc, section));
  }
  const fonts = loadReportFonts();
  const document = new Document({
    creator: 'Airscope',
    title: doc.title,
    fonts: [{ name: REPORT_FONT_NAME, data: fonts.regular, bold: fonts.bold }],
    styles: {
      default: {
        document: { run: { font: REPORT_FONT_NAME, size: 20 } },
        heading1: { run: { font: REPORT_FONT_NAME } },
        title: { run: { font: REPORT_FONT_NAME } },
      },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ children: [PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES], size: 16 })],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(document));
}
