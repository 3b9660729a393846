import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** CSS selectors of the first offending elements, to find them. */
  targets: string[];
}

/** Runs axe-core in the page (or only within `selector`, e.g. an open dialog) and returns the serious and critical violations. */
export async function findSeriousAccessibilityViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // A fading overlay lowers contrast for a moment: judge the page at rest. An endless animation (a loading
  // skeleton's pulse, which holds no text) never comes to rest, so it is not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.waitForTimeout(300);
  // Evaluated through the DevTools protocol: our CSP (rightly) refuses inline script tags.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run(ctx: Document | string): Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(within ?? document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
