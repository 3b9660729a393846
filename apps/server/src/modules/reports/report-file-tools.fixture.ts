import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Test helpers that open report files with Debian's own tools (poppler, LibreOffice), as a reader would. */
function inTempDir<T>(run: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-report-check-'));
  try {
    return run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext reads it (layout kept, so table rows stay on one line). */
export function pdfText(pdf: Buffer): string {
  return inTempDir((dir) => {
    fs.writeFileSync(path.join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  });
}

/** Size of every picture placed in a PDF (pdfimages -list), masks left out. */
export function pdfImages(pdf: Buffer): { page: number; width: number; height: number }[] {
  return inTempDir((dir) => {
    fs.writeFileSync(path.join(dir, 'r.pdf'), pdf);
    const out = execFileSync('pdfimages', ['-list', path.join(dir, 'r.pdf')], { encoding: 'utf8' });
    return out
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[2] === 'image')
      .map((cols) => ({ page: Number(cols[0]), width: Number(cols[3]), height: Number(cols[4]) }));
  });
}

/** One page of a PDF rendered to PNG by pdftoppm at 40 dpi. */
export function pdfPagePng(pdf: Buffer, page: number): Buffer {
  return inTempDir((dir) => {
    fs.writeFileSync(path.join(dir, 'r.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      '40',
      '-f',
      String(page),
      '-l',
      String(page),
      '-png',
      '-singlefile',
      path.join(dir, 'r.pdf'),
      path.join(dir, 'page'),
    ]);
    return fs.readFileSync(path.join(dir, 'page.png'));
  });
}

/** Opens a DOCX in LibreOffice (headless, its own profile) and converts it to PDF, proving it opens. */
export function docxToPdf(docx: Buffer): Buffer {
  return inTempDir((dir) => {
    fs.writeFileSync(path.join(dir, 'r.docx'), docx);
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, 'r.docx')],
      { stdio: 'ignore', timeout: 180_000 },
    );
    return fs.readFileSync(path.join(dir, 'r.pdf'));
  });
}
