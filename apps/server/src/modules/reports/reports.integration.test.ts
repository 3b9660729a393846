import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEsx, writeEsx } from '@airscope/esx-archive';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';
import { docxToPdf, pdfImages, pdfPagePng, pdfText } from './report-file-tools.fixture.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;

/** F1 with clients in its first capacity area: 60 laptops at 10 Mbit/s, more than one radio can carry. */
async function f1WithClients(): Promise<Buffer> {
  const project = await readEsx(F1);
  const laptop = project.collections.deviceProfiles.find((p) => p.name === 'Generic Laptop')!;
  const heavy = project.collections.usageProfiles.find((p) => p.name === 'Very High SLA (10 Mbps)')!;
  const area = project.collections.areas.find((a) => a.name === 'Area-2')!;
  area.capacityItems = [{ deviceProfileId: laptop.id, usageProfileId: heavy.id, clientCount: 60 }];
  const out = new PassThrough();
  const bytes = buffer(out);
  await writeEsx(project, out);
  return bytes;
}

describe.each(DATABASE_KINDS)('reports and bill of materials (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let f1Id: string;
  let officeId: string;

  const render = async (projectId: string, body: Record<string, unknown>) => {
    const created = await t.call('POST', `/reportapi/v1/projects/${projectId}/reports`, { session: owner, body });
    expect(created.statusCode, created.body).toBe(202);
    const report = created.json();
    expect(report.status).toBe('QUEUED');
    const progress: number[] = [];
    for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
      const status = (await t.call('GET', `/reportapi/v1/projects/${projectId}/reports/${report.id}`, { session: owner })).json();
      progress.push(status.progress);
      if (status.status === 'DONE' || status.status === 'FAILED') {
        expect(status.status, status.error).toBe('DONE');
        const file = await t.call('GET', status.downloadUrl, { session: owner });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toContain(`.${body.format}`);
        return { bytes: file.rawPayload, progress, status };
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error('report did not finish');
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true });
    owner = await t.signIn('user@airscope.test');
    f1Id = (await uploadThroughHttp(t, owner, await f1WithClients(), 'F1 clients.esx')).projectId!;
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    officeId = projects.find((p: { name: string }) => p.name === 'Demo Office HQ').projectId;
  }, 300_000);
  afterAll(() => t?.close());

  it('renders a German PDF of an imported project with heatmaps, legends, pass rates, tables and capacity', async () => {
    const { bytes, progress } = await render(f1Id, {
      format: 'pdf',
      language: 'de',
      sections: ['cover', 'floor-plans', 'access-points', 'requirements', 'capacity', 'bill-of-materials', 'notes'],
      visualizations: ['sig-strength', 'nw-health'],
      bands: ['5'],
      title: 'Funkausleuchtung Klinik',
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(progress.at(-1)).toBe(100);
    const text = pdfText(bytes);
    for (const heading of [
      'Funkausleuchtung Klinik',
      'Inhalt',
      'Grundrisse und Heatmaps',
      'Signalstärke · 5 GHz',
      'Netzwerkzustand · 5 GHz',
      'Legende',
      'Flächenanteil',
      'Access Points',
      'Erfüllungsgrad der Anforderungen',
      'Kapazität',
      'Stückliste',
      'Notizen',
      'Bildnotiz',
    ]) {
      expect(text, heading).toContain(heading);
    }
    // AP table, BOM and capacity rows in German number formats.
    expect(text).toMatch(/Simulated AP-\d+\s+Cisco/);
    expect(text).toMatch(/Access Point\s+Cisco\s+C9120i 2\.4GHz \+ 5GHz\s+Summe\s+48\n/);
    expect(text).toMatch(/Erfüllungsgrad \(.+\): \d+,\d %/);
    expect(text).toMatch(/Simulated AP-\d+\s+\d,\d GHz · \d+\s+60,0\s.*Über der/);
    expect(text).toMatch(/Seite 1 von \d+/);
    // Two heatmaps plus the capacity map, drawn on the 1400-px plan; the page shows heatmap colours.
    const plans = pdfImages(bytes).filter((image) => image.width === 1400);
    expect(plans.length).toBeGreaterThanOrEqual(3);
    const { data, info } = await sharp(pdfPagePng(bytes, plans[0]!.page)).raw().toBuffer({ resolveWithObject: true });
    let greenish = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i + 1]! > data[i]! + 40 && data[i + 1]! > data[i + 2]! + 40) greenish++;
    expect(greenish).toBeGreaterThan(1000);
  }, 300_000);

  it('renders a DOCX of a demo project that LibreOffice opens, with its headings and pictures in French', async () => {
    const { bytes } = await render(officeId, {
      format: 'docx',
      language: 'fr',
      sections: ['cover', 'floor-plans', 'access-points', 'bill-of-materials'],
      visualizations: ['snr'],
      bands: ['2.4', '5'],
    });
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const pdf = docxToPdf(bytes);
    const text = pdfText(pdf);
    for (const heading of [
      'Sommaire',
      'Plans d’étage et cartes thermiques',
      'Rapport signal/bruit · 2,4 GHz',
      'Rapport signal/bruit · 5 GHz',
      'Légende',
      'Points d’accès',
      'Nomenclature du matériel',
      'Fabricant',
      'Quantité',
    ]) {
      expect(text, heading).toContain(heading);
    }
    // The logo plus one heatmap per floor and band.
    expect(pdfImages(pdf).length).toBeGreaterThanOrEqual(1 + 2 * 2);
  }, 300_000);

  it('exports the bill of materials as CSV and XLSX with counts per floor', async () => {
    const csv = await t.call('GET', `/reportapi/v1/projects/${f1Id}/bill-of-materials?format=csv`, { session: owner });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Category,Vendor,Model,Description,Building,Floor,Quantity');
    const apTotal = lines.filter((line) => line.startsWith('Access point,') && line.includes(',Total,'));
    expect(apTotal.reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0)).toBe(65);
    expect(lines.some((line) => /^Access point,Cisco,.*,B1,F1,\d+$/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('Mount,Cisco,') && line.includes('Wall mount'))).toBe(true);

    const xlsx = await t.call('GET', `/reportapi/v1/projects/${f1Id}/bill-of-materials?format=xlsx&language=fi`, { session: owner });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Materiaaliluettelo');
    expect(sheet.getRow(1).values).toContain('Valmistaja');
    let aps = 0;
    sheet.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value === 'Tukiasema') aps += Number(row.getCell(5).value);
    });
    expect(aps).toBe(65);
  });

  it('keeps reports to those who may read the project and refuses bad requests', async () => {
    const stranger = await signInConsented(t, 'neweula@airscope.test');
    expect((await t.call('GET', `/reportapi/v1/projects/${f1Id}/bill-of-materials`, { session: stranger })).statusCode).toBe(404);
    expect(
      (
        await t.call('POST', `/reportapi/v1/projects/${f1Id}/reports`, {
          session: stranger,
          body: { format: 'pdf', language: 'de', sections: ['cover'] },
        })
      ).statusCode,
    ).toBe(404);
    const mine = (await t.call('GET', `/reportapi/v1/projects/${f1Id}/reports`, { session: owner })).json();
    expect(mine.length).toBeGreaterThan(0);
    expect((await t.call('GET', `/reportapi/v1/projects/${f1Id}/reports/${mine[0].id}`, { session: stranger })).statusCode).toBe(404);
    expect((await t.call('GET', `/reportapi/v1/projects/${f1Id}/reports/${mine[0].id}/file`, { session: stranger })).statusCode).toBe(404);
    const bad = await t.call('POST', `/reportapi/v1/projects/${f1Id}/reports`, {
      session: owner,
      body: { format: 'odt', language: 'de', sections: ['cover'] },
    });
    expect(bad.statusCode).toBe(400);
    const badLanguage = await t.call('POST', `/reportapi/v1/projects/${f1Id}/reports`, {
      session: owner,
      body: { format: 'pdf', language: 'sv', sections: ['cover'] },
    });
    expect(badLanguage.statusCode).toBe(400);
  });
});
