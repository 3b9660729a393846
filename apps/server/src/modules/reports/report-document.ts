import type { ReportOptions } from '@airscope/contracts';
import type { ReportImage } from './report-images.ts';
import type { ReportTexts } from './report-texts.ts';

/** A table ready to print: header cells and rows of text. */
export interface ReportTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface ReportLegendRow {
  readonly colour: string;
  readonly label: string;
  readonly share: string;
}

export interface ReportHeatmap {
  readonly title: string;
  readonly image: ReportImage;
  readonly legend: readonly ReportLegendRow[];
  /** "Pass rate (Ekahau Best Practices): 93.4 %", or null when no criterion judges this visualisation. */
  readonly passRate: string | null;
}

export interface ReportFloor {
  readonly heading: string;
  readonly plan: ReportImage;
  readonly heatmaps: readonly ReportHeatmap[];
  readonly accessPoints: ReportTable;
  readonly capacity: { readonly table: ReportTable; readonly unserved: string | null; readonly image: ReportHeatmap | null } | null;
}

export interface ReportNote {
  readonly heading: string;
  readonly text: string;
  readonly images: readonly ReportImage[];
}

/**
 * Everything a report prints, already translated and formatted: the PDF and DOCX writers only lay it out.
 */
export interface ReportDocument {
  readonly texts: ReportTexts;
  readonly options: ReportOptions;
  readonly title: string;
  readonly logo: ReportImage;
  readonly coverRows: readonly (readonly [string, string])[];
  readonly generated: string;
  readonly floors: readonly ReportFloor[];
  readonly requirements: ReportTable;
  readonly billOfMaterials: ReportTable;
  readonly notes: readonly ReportNote[];
}

/** Whether the user asked for a section. */
export const hasSection = (doc: ReportDocument, section: ReportOptions['sections'][number]) => doc.options.sections.includes(section);
