import {
  REPORT_SECTIONS,
  type ReportLanguage,
  type ReportRequest,
  type ReportSection,
  type ReportVisualization,
} from '@airscope/contracts';

export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['en', 'de', 'fr', 'es', 'fi'];
export const REPORT_VISUALIZATIONS: readonly ReportVisualization[] = [
  'sig-strength',
  'sig-strength-2nd',
  'snr',
  'ch-interference',
  'nw-health',
  'data-rate',
  'throughput',
];
export const REPORT_BANDS = ['2.4', '5', '6'] as const;

/** What the dialog holds while the user configures a report. */
export interface ReportForm {
  format: 'pdf' | 'docx';
  language: ReportLanguage;
  title: string;
  sections: ReportSection[];
  visualizations: ReportVisualization[];
  bands: (typeof REPORT_BANDS)[number][];
}

/** Every section, signal strength and network health on 5 GHz, in the UI's language when a report speaks it. */
export function defaultReportForm(uiLanguage: string): ReportForm {
  const language = REPORT_LANGUAGES.find((code) => uiLanguage.startsWith(code)) ?? 'en';
  return {
    format: 'pdf',
    language,
    title: '',
    sections: [...REPORT_SECTIONS],
    visualizations: ['sig-strength', 'nw-health'],
    bands: ['5'],
  };
}

/** Why the form cannot be sent yet (an i18n key), or null. */
export function validateReportForm(form: ReportForm): 'reports.pickSection' | 'reports.pickBand' | null {
  if (form.sections.length === 0) return 'reports.pickSection';
  if (form.bands.length === 0) return 'reports.pickBand';
  return null;
}

/** The request body: sections in print order, the title only when given. */
export function toReportRequest(form: ReportForm): ReportRequest {
  const title = form.title.trim();
  return {
    format: form.format,
    language: form.language,
    sections: REPORT_SECTIONS.filter((section) => form.sections.includes(section)),
    visualizations: REPORT_VISUALIZATIONS.filter((type) => form.visualizations.includes(type)),
    bands: REPORT_BANDS.filter((band) => form.bands.includes(band)),
    ...(title ? { title } : {}),
  };
}
