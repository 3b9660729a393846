import { findRegulatoryDomain } from '@airscope/core';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { documentFromBatch } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { RegulatoryDomainContext } from '../regulatory/regulatory-domain-context.ts';
import { AddFloorModal } from './add-floor-modal.tsx';
import { PLAN_FILE_ACCEPT, planFileKind } from './plan-file-types.ts';
import { RadioEditor } from './radio-editor.tsx';
import { ScalePanel } from './scale-panel.tsx';

const wrap = (children: ReactNode) => (
  <I18nextProvider i18n={createI18n('en')}>
    <MantineProvider env="test">{children}</MantineProvider>
  </I18nextProvider>
);

describe('the scale panel', () => {
  it('refuses a distance of 0 m or less with the reason and keeps Set scale off', () => {
    const onApply = vi.fn();
    const { rerender } = render(wrap(<ScalePanel pointCount={2} metres={-5} onMetres={() => {}} onApply={onApply} metersPerUnit={null} />));
    expect(screen.getByText('The distance must be more than 0 m.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Set scale' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(wrap(<ScalePanel pointCount={2} metres={0} onMetres={() => {}} onApply={onApply} metersPerUnit={null} />));
    expect((screen.getByRole('button', { name: 'Set scale' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(wrap(<ScalePanel pointCount={2} metres={12.5} onMetres={() => {}} onApply={onApply} metersPerUnit={null} />));
    expect(screen.queryByText('The distance must be more than 0 m.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set scale' }));
    expect(onApply).toHaveBeenCalledOnce();
  });
});

describe('the floor-plan file picker', () => {
  it('offers PNG, JPEG and PDF only, by media type and by name', () => {
    expect(PLAN_FILE_ACCEPT).toBe('image/png,.png,image/jpeg,.jpg,.jpeg,application/pdf,.pdf');
    expect(planFileKind({ name: 'plan.PNG', type: '' })).toBe('image');
    expect(planFileKind({ name: 'plan.jpeg', type: 'image/jpeg' })).toBe('image');
    expect(planFileKind({ name: 'drawing.pdf', type: 'application/pdf' })).toBe('pdf');
    expect(planFileKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
    expect(planFileKind({ name: 'site.dxf', type: '' })).toBeNull();
    expect(planFileKind({ name: 'fake.png', type: 'text/plain' })).toBeNull();
  });

  it('refuses notes.txt at the field and keeps the blank-plan choice', () => {
    render(wrap(<AddFloorModal opened onClose={() => {}} defaultNumber={0} floorTypes={[]} onAdd={async () => {}} />));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe(PLAN_FILE_ACCEPT);
    fireEvent.change(input, { target: { files: [new File(['just text'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('notes.txt cannot be read as a plan: choose a PNG, JPEG or PDF file.')).toBeTruthy();
    expect(screen.getByLabelText('Blank plan width (px)')).toBeTruthy();
  });
});

describe('the radio fields', () => {
  const radio = { id: 'r5', accessPointId: 'ap', channel: [36, 40], transmitPower: 17 };
  const renderRadio = (onCommand: (command: EditorCommand) => void, channel = radio.channel) =>
    render(
      wrap(
        <RegulatoryDomainContext.Provider value={{ code: 'US', domain: findRegulatoryDomain('US'), setCode: () => {} }}>
          <RadioEditor document={documentFromBatch({})} radio={{ ...radio, channel }} index={1} onCommand={onCommand} />
        </RegulatoryDomainContext.Provider>,
      ),
    );

  it('refuses channel 999 and 40 dBm at their fields with the reason and changes nothing', () => {
    const onCommand = vi.fn();
    renderRadio(onCommand);
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: '999' } });
    expect(screen.getByText('Channel 999 is not a 5 GHz channel.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Transmit power (dBm)'), { target: { value: '40' } });
    expect(screen.getByText('Transmit power must be between -10 and 36 dBm.')).toBeTruthy();
    expect(onCommand).not.toHaveBeenCalled();
    expect(screen.getByText('5 GHz radio')).toBeTruthy();
    expect((screen.getByLabelText('Width') as HTMLSelectElement).value).toBe('40');
  });

  it('applies an allowed channel as its bonded block', () => {
    const onCommand = vi.fn();
    renderRadio(onCommand);
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: '100' } });
    expect(onCommand).toHaveBeenCalledWith(
      expect.objectContaining({ changes: [expect.objectContaining({ record: expect.objectContaining({ channel: [100, 104] }) })] }),
    );
  });

  it('marks a DFS channel', () => {
    renderRadio(() => {}, [100, 104]);
    expect(screen.getByText('DFS channel: the access point must watch for radar and may have to leave it.')).toBeTruthy();
  });
});
