import ExcelJS from 'exceljs';
import type { BomItem } from './bill-of-materials.ts';
import type { ReportTexts } from './report-texts.ts';

/** What a BOM line's description says: "5 GHz radio", "Ceiling mount", or nothing. */
export function describeBomItem(item: BomItem, texts: ReportTexts): string {
  if (item.category === 'radio') return texts.t('radioOf', { band: texts.number(Number(item.detail), item.detail === '2.4' ? 1 : 0) });
  if (item.category === 'mount') return texts.t('mountOf', { mounting: texts.t(`mount.${item.detail}` as 'mount.WALL') });
  return '';
}

/** Header and rows of the BOM table: one row per item and floor, then a total row per item. */
export function bomTableRows(items: readonly BomItem[], texts: ReportTexts): { header: string[]; rows: (string | number)[][] } {
  const header = [
    texts.t('category'),
    texts.t('vendor'),
    texts.t('model'),
    texts.t('description'),
    texts.t('building'),
    texts.t('floor'),
    texts.t('quantity'),
  ];
  const rows: (string | number)[][] = [];
  for (const item of items) {
    const base = [texts.t(`bom.${item.category}`), item.vendor, item.model, describeBomItem(item, texts)];
    for (const floor of item.perFloor) rows.push([...base, floor.building, floor.floor, floor.quantity]);
    rows.push([...base, texts.t('total'), '', item.quantity]);
  }
  return { header, rows };
}

/** A cell made safe for spreadsheets: quoted when needed, and formulas defused (CSV injection). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The BOM as UTF-8 CSV with a byte-order mark, so spreadsheet programs read the accents right. */
export function writeBomCsv(items: readonly BomItem[], texts: ReportTexts): Buffer {
  const { header, rows } = bomTableRows(items, texts);
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The BOM as an XLSX workbook: a summary sheet (totals) and a per-floor sheet. */
export async function writeBomXlsx(items: readonly BomItem[], texts: ReportTexts): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Airscope';
  const summary = workbook.addWorksheet(texts.t('section.bill-of-materials').slice(0, 31));
  summary.addRow([texts.t('category'), texts.t('vendor'), texts.t('model'), texts.t('description'), texts.t('quantity')]).font = {
    bold: true,
  };
  for (const item of items)
    summary.addRow([texts.t(`bom.${item.category}`), item.vendor, item.model, describeBomItem(item, texts), item.quantity]);
  const perFloor = workbook.addWorksheet(`${texts.t('floor')}`.slice(0, 31));
  const { header, rows } = bomTableRows(items, texts);
  perFloor.addRow(header).font = { bold: true };
  for (const row of rows) if (row[4] !== texts.t('total')) perFloor.addRow(row);
  for (const sheet of [summary, perFloor]) sheet.columns.forEach((column) => (column.width = 22));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
