import type { Page } from 'playwright-core';
import PDFDocument from 'pdfkit';

/** Plan size (px) of the floors the planning journey draws. */
export const PLAN = { width: 1000, height: 600 };

/** The screen point over a plan pixel of the editor canvas (the overlay spans the plan exactly). */
export async function planToScreen(target: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await target.getByTestId('plan-overlay').boundingBox();
  const width = Number(await target.getByTestId('plan-overlay').getAttribute('width'));
  if (!box) throw new Error('no plan overlay');
  const scale = box.width / width;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

export async function clickPlan(target: Page, x: number, y: number): Promise<void> {
  const point = await planToScreen(target, x, y);
  await target.mouse.click(point.x, point.y);
}

export async function chooseTool(target: Page, name: string): Promise<void> {
  await target.getByTestId('tool-bar').getByText(name, { exact: true }).click();
}

/** A fingerprint of the heatmap canvas (one pixel per grid cell): how many pixels are painted, their share, and a sum of their colours. */
export async function heatmapPixels(
  target: Page,
  canvasTestId = 'planning-heatmap',
): Promise<{ painted: number; share: number; checksum: number }> {
  return target.evaluate((testId) => {
    const canvas = document.querySelector(`[data-testid="${testId}"]`) as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    let checksum = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index + 3]! === 0) continue;
      painted += 1;
      checksum = (checksum + data[index]! * 3 + data[index + 1]! * 5 + data[index + 2]! * 7 + index) % 2147483647;
    }
    return { painted, share: painted / (canvas.width * canvas.height), checksum };
  }, canvasTestId);
}

export async function waitForHeatmapReady(target: Page): Promise<void> {
  await target.waitForFunction(
    () => document.querySelector('[data-testid="heatmap-panel"]')?.getAttribute('data-heatmap-state') === 'ready',
    undefined,
    { timeout: 30_000 },
  );
}

export async function apCentre(target: Page, name: string): Promise<{ x: number; y: number }> {
  const circle = target.locator(`[data-testid="ap-marker"][data-ap-name="${name}"] circle`);
  return { x: Number(await circle.getAttribute('cx')), y: Number(await circle.getAttribute('cy')) };
}

export async function addFloor(
  target: Page,
  name: string,
  plan: { name: string; mimeType: string; buffer: Buffer },
  choosePdfPage?: number,
): Promise<void> {
  const dialog = target.getByRole('dialog', { name: 'Add a floor' });
  await dialog.waitFor();
  await dialog.getByLabel('Floor name').fill(name);
  await dialog.locator('input[type="file"]').setInputFiles(plan);
  if (choosePdfPage !== undefined) {
    await dialog.getByLabel('Page of the PDF').fill(String(choosePdfPage));
    await dialog.getByTestId('pdf-use-page').click();
    await dialog.getByText('The chosen PDF page will be the plan.').waitFor({ timeout: 30_000 });
  }
  await dialog.getByRole('button', { name: 'Add floor' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await target.locator('[data-testid="plan-canvas"] img').waitFor();
}

/** Scales the current floor so that it is 40 m wide: half its width is 20 m. */
export async function setScale(target: Page): Promise<void> {
  const width = Number(await target.getByTestId('plan-overlay').getAttribute('width'));
  const height = Number(await target.getByTestId('plan-overlay').getAttribute('height'));
  await chooseTool(target, 'Scale');
  await clickPlan(target, width * 0.1, height * 0.96);
  await clickPlan(target, width * 0.6, height * 0.96);
  await target.getByTestId('scale-panel').getByLabel('Distance (m)').fill('20');
  await target.getByTestId('scale-panel').getByRole('button', { name: 'Set scale' }).click();
}

/** A PDF whose first page is portrait and whose second is a 1000 × 600 pt landscape floor sketch. */
export async function twoPagePdf(): Promise<Buffer> {
  const document = new PDFDocument({ size: [600, 900], autoFirstPage: true });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => document.on('end', () => resolve()));
  document.text('Cover sheet', 50, 50);
  document.addPage({ size: [PLAN.width, PLAN.height] });
  document
    .rect(40, 40, PLAN.width - 80, PLAN.height - 80)
    .lineWidth(4)
    .stroke();
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Waits until the heatmap canvas shows something else than the fingerprint `checksum`. */
export async function waitForHeatmapChange(target: Page, checksum: number): Promise<void> {
  await target.waitForFunction(
    (before) => {
      const canvas = document.querySelector('[data-testid="planning-heatmap"]') as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let sum = 0;
      for (let index = 0; index < data.length; index += 4)
        if (data[index + 3]! !== 0) sum = (sum + data[index]! * 3 + data[index + 1]! * 5 + data[index + 2]! * 7 + index) % 2147483647;
      return sum !== before;
    },
    checksum,
    { timeout: 10_000 },
  );
}

/** Creates a design project from the "New design project" button on the page, waits for its empty editor and answers its id. */
export async function createDesignProject(target: Page, name: string): Promise<string> {
  await target.getByRole('button', { name: 'New design project' }).click();
  const dialog = target.getByRole('dialog', { name: 'New design project' });
  await dialog.getByLabel('Project name').fill(name);
  await dialog.getByRole('button', { name: 'Create and open the editor' }).click();
  await target.getByTestId('no-floor').waitFor();
  return new URL(target.url()).pathname.split('/')[2] ?? '';
}
