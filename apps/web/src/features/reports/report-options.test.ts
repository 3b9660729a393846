import { describe, expect, it } from 'vitest';
import { defaultReportForm, toReportRequest, validateReportForm } from './report-options.ts';

describe('report options', () => {
  it('starts in the interface language when reports speak it, else English', () => {
    expect(defaultReportForm('de-DE').language).toBe('de');
    expect(defaultReportForm('sv').language).toBe('en');
  });

  it('sends sections, heatmaps and bands in print order and leaves an empty title out', () => {
    const form = {
      ...defaultReportForm('en'),
      sections: ['notes', 'cover'] as never,
      visualizations: ['snr', 'sig-strength'] as never,
      bands: ['6', '2.4'] as never,
      title: '  ',
    };
    expect(toReportRequest(form)).toEqual({
      format: 'pdf',
      language: 'en',
      sections: ['cover', 'notes'],
      visualizations: ['sig-strength', 'snr'],
      bands: ['2.4', '6'],
    });
  });

  it('asks for at least one section and one band', () => {
    expect(validateReportForm({ ...defaultReportForm('en'), sections: [] })).toBe('reports.pickSection');
    expect(validateReportForm({ ...defaultReportForm('en'), bands: [] })).toBe('reports.pickBand');
    expect(validateReportForm(defaultReportForm('en'))).toBeNull();
  });
});
