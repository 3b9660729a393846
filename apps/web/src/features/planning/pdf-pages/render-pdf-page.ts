import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Longest side (px) of a rendered plan: sharp enough to draw walls on, small enough to upload. */
export const DEFAULT_MAX_SIDE_PX = 4096;
/** 150 dpi: PDF user space is 72 units per inch. */
const PREFERRED_SCALE = 150 / 72;

/** An opened PDF: its page count, a page rendered to PNG, and release of its memory. */
export interface OpenedPdf {
  readonly pageCount: number;
  /** Renders page `pageNumber` (1-based) on white to a PNG at up to 150 dpi, its longest side at most maxSidePx. */
  renderPage(pageNumber: number, maxSidePx?: number): Promise<Blob>;
  close(): Promise<void>;
}

/** Opens a PDF in the browser with pdf.js (its parser runs in pdf.js's own worker, loaded on first use). */
export async function openPdf(data: ArrayBuffer): Promise<OpenedPdf> {
  const pdfjs = await import('pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerSrc) {
    pdfjs.GlobalWorkerOptions.workerSrc = (await import('pdfjs-dist/build/pdf.worker.min.mjs?url')).default;
  }
  const document: PDFDocumentProxy = await pdfjs.getDocument({ data: new Uint8Array(data) }).promise;
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, maxSidePx = DEFAULT_MAX_SIDE_PX) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(PREFERRED_SCALE, maxSidePx / Math.max(base.width, base.height));
      const viewport = page.getViewport({ scale });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(viewport.width));
      canvas.height = Math.max(1, Math.round(viewport.height));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      page.cleanup();
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the page could not be encoded'))), 'image/png'),
      );
    },
    close: () => document.destroy(),
  };
}
