import { describe, expect, it } from 'vitest';
import { readEsx } from '@airscope/esx-archive';
import { buildBillOfMaterials } from './bill-of-materials.ts';
import { writeBomCsv } from './bom-export.ts';
import { reportTexts } from './report-texts.ts';
import { ESX_FIXTURES } from '@airscope/test-data';
import { renderOfficeFloorImage } from '../../seed/demo-office/office-floor-image.ts';
import { buildOfficeProject } from '../../seed/demo-office/office-project.ts';

const TEST_ESX = ESX_FIXTURES.TEST;

describe('bill of materials', () => {
  it('counts the APs of test.esx by model, their Wi-Fi radios by band, external antennas and mounts', async () => {
    const items = buildBillOfMaterials(await readEsx(TEST_ESX), { noBuilding: 'No building' });
    const quantity = (category: string, model: string, detail = '') =>
      items.find((i) => i.category === category && i.model === model && i.detail === detail)?.quantity;
    // Five placed APs: three AP2802E with one external antenna pair each, two C9120i with two 5 GHz radios.
    expect(items.filter((i) => i.category === 'access-point').reduce((n, i) => n + i.quantity, 0)).toBe(5);
    expect(quantity('access-point', 'C9120i 5GHz + 5GHz')).toBe(2);
    expect(quantity('radio', 'C9120i 5GHz + 5GHz', '5')).toBe(4);
    // Antennas built into an AP model (C9120 Micro/Macro) are not bought separately; AIR-ANT… accessories are.
    const antennas = items.filter((i) => i.category === 'antenna');
    expect(antennas.every((i) => i.model.includes('AIR-ANT'))).toBe(true);
    expect(antennas.reduce((n, i) => n + i.quantity, 0)).toBe(6);
    expect(items.filter((i) => i.category === 'mount').reduce((n, i) => n + i.quantity, 0)).toBe(5);
  });

  it('lists no antenna for APs whose radios carry only their built-in antenna (the demo office, completed for export)', async () => {
    const project = buildOfficeProject(await renderOfficeFloorImage());
    const builtIn = project.collections.antennaTypes.filter((antenna) => antenna.apCoupling === 'INTERNAL_ANTENNA');
    expect(builtIn.length).toBeGreaterThan(0);
    const items = buildBillOfMaterials(project, { noBuilding: 'No building' });
    expect(items.filter((i) => i.category === 'antenna')).toEqual([]);
    expect(items.filter((i) => i.category === 'access-point').reduce((n, i) => n + i.quantity, 0)).toBe(8);
  });

  it('writes a CSV that spreadsheet programs read in German, with formulas defused', () => {
    const csv = writeBomCsv(
      [
        {
          category: 'access-point',
          vendor: '=cmd()',
          model: 'AP, "Pro"',
          detail: '',
          quantity: 3,
          perFloor: [{ building: 'Haus', floor: 'EG', quantity: 3 }],
        },
      ],
      reportTexts('de'),
    ).toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Kategorie,Hersteller,Modell,Beschreibung,Gebäude,Etage,Menge');
    expect(lines[1]).toBe(`Access Point,'=cmd(),"AP, ""Pro""",,Haus,EG,3`);
    expect(lines[2]).toBe(`Access Point,'=cmd(),"AP, ""Pro""",,Summe,,3`);
  });
});
