import path from 'node:path';
import type { Page } from 'playwright-core';

/** Uploads a project file through the insights page's dialog, waits for its import and answers the new project's id. */
export async function uploadProject(page: Page, baseUrl: string, file: string): Promise<string> {
  await page.goto(`${baseUrl}/insights`);
  await page.getByRole('button', { name: 'Upload project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload project' });
  await dialog.getByLabel('Project file (.esx)').setInputFiles(file);
  const open = dialog
    .getByTestId('upload-row')
    .filter({ hasText: path.basename(file) })
    .getByRole('link', { name: 'Open project' });
  await open.waitFor({ timeout: 90_000 });
  return (await open.getAttribute('href'))!.split('/').at(-1)!;
}
