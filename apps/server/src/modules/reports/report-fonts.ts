import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** DejaVu Sans (OFL-style Bitstream Vera licence) covers Latin, Greek and Cyrillic: every letter of our languages. */
export const REPORT_FONT_NAME = 'DejaVu Sans';

let cache: { regular: Buffer; bold: Buffer } | undefined;

/** The report fonts, read once from the npm package (nothing outside node_modules is needed at runtime). */
export function loadReportFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cache;
}
