import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { DateRangeInputs, type DateRange } from './date-range-inputs.tsx';

function renderRange(language: Parameters<typeof createI18n>[0], value: DateRange, bounds?: { min: string; max: string }) {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider env="test">
        <DateRangeInputs value={value} onChange={onChange} fromLabel="From" toLabel="To" {...(bounds ? { bounds } : {})} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onChange;
}

describe('the date range fields', () => {
  it('show the days in the user language format and apply a day typed that way', () => {
    const onChange = renderRange('de', { startDate: '2026-03-01', endDate: null });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01.03.2026');
    expect(screen.getByLabelText('To').getAttribute('placeholder')).toBe('DD.MM.YYYY');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '15.3.2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-03-01', endDate: '2026-03-15' });
  });

  it('refuses a start after the end and says so, without applying it', () => {
    const onChange = renderRange('en', { startDate: '2026-03-10', endDate: '2026-03-20' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '03/25/2026' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The start must not be after the end.')).toBeTruthy();
  });

  it('says how to write a day that cannot be read, once the field is left, and refuses days outside the data', () => {
    const onChange = renderRange('fr', { startDate: null, endDate: null }, { min: '2025-01-01', max: '2025-05-01' });
    expect(screen.getByText('Relevés du 01/01/2025 au 01/05/2025')).toBeTruthy();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '32/01/2025' } });
    fireEvent.blur(from);
    expect(screen.getByText('La date doit s’écrire DD/MM/YYYY.')).toBeTruthy();
    fireEvent.change(from, { target: { value: '01/06/2025' } });
    fireEvent.blur(from);
    expect(screen.getByText('Choisissez un jour du 01/01/2025 au 01/05/2025.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '02/01/2025' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-01-02', endDate: null });
  });
});
