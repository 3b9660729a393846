import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, type KeyboardEvent } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { PlanHeatmapLayer } from './plan-heatmap-layer.tsx';
import { PlanView } from './plan-view.tsx';
import { usePlanViewport } from './use-plan-viewport.ts';

function Plan({ onKey }: { onKey: (event: KeyboardEvent<HTMLDivElement>) => boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewport = usePlanViewport({ contentWidth: 400, contentHeight: 300, onClickContent: () => undefined });
  return (
    <PlanView
      viewport={viewport}
      width={400}
      height={300}
      imageUrl="/plan.png"
      label="Plan"
      testId="plan"
      cursor="crosshair"
      onKey={onKey}
      heatmap={<PlanHeatmapLayer canvasRef={canvas} opacity={0.5} testId="heat" />}
      overlay={<svg data-testid="records" />}
    />
  );
}

function renderPlan(onKey: (event: KeyboardEvent<HTMLDivElement>) => boolean) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider env="test">
        <Plan onKey={onKey} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the plan view', () => {
  it('stacks image, heatmap and overlay in that order inside one transformed wrapper of the marked view', () => {
    renderPlan(() => false);
    const view = screen.getByRole('application', { name: 'Plan' });
    expect(view.hasAttribute('data-plan-view')).toBe(true);
    const wrapper = view.firstElementChild as HTMLElement;
    const layers = [...wrapper.querySelectorAll('img, canvas, svg')].map((element) => element.getAttribute('data-testid') ?? 'image');
    expect(layers).toEqual(['image', 'heat', 'records']);
    expect(screen.getByTestId('heat').style.opacity).toBe('0.5');
  });

  it("gives the caller's keys the first say, then pans and zooms by the shared keyboard map", () => {
    const onKey = vi.fn((event: KeyboardEvent<HTMLDivElement>) => event.key === 'Enter');
    renderPlan(onKey);
    const view = screen.getByRole('application', { name: 'Plan' });
    const wrapper = view.firstElementChild as HTMLElement;
    const before = wrapper.style.transform;
    // fireEvent answers false when the handler prevented the key's default.
    expect(fireEvent.keyDown(view, { key: 'Enter' })).toBe(false);
    expect(wrapper.style.transform).toBe(before);
    expect(fireEvent.keyDown(view, { key: 'ArrowLeft' })).toBe(false);
    expect(wrapper.style.transform).not.toBe(before);
    expect(fireEvent.keyDown(view, { key: 'x' })).toBe(true);
    expect(onKey.mock.calls.map(([event]) => event.key)).toEqual(['Enter', 'ArrowLeft', 'x']);
  });
});
