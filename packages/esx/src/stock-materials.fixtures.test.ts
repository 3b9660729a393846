import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STOCK_MATERIALS } from '@airscope/core';
import { testDataPath } from '@airscope/test-data';

const CSV = testDataPath('materials', 'ekahau_default_wall_types_via_WiProber.csv');
const DERIVED = testDataPath('materials', 'itu_p2040_slab_loss_normal_incidence_DERIVED.csv');

function rows(file: string): Array<Record<string, string>> {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const split = (line: string) => line.match(/("[^"]*"|[^,]+)/g)!.map((cell) => cell.replace(/^"|"$/g, ''));
  const names = split(header!);
  return lines.map((line) => Object.fromEntries(split(line).map((cell, index) => [names[index]!, cell])));
}

describe('the stock material library', () => {
  it("holds Ekahau's default wall types with their thickness and dB/m for every band", () => {
    const vendor = rows(CSV);
    for (const material of STOCK_MATERIALS.filter((m) => m.source === 'ekahau-default')) {
      const lines = vendor.filter((row) => row.key === material.key);
      expect(lines.length, material.key).toBe(3);
      for (const line of lines) {
        expect(Number(line.thickness_m)).toBeCloseTo(material.thicknessM, 6);
        const band = { TWO: '2.4', FIVE: '5', SIX: '6' }[line.band!] as '2.4' | '5' | '6';
        expect(Number(line.attenuationFactor_dB_per_m)).toBeCloseTo(material.dbPerM[band], 2);
      }
    }
  });

  it('gives the ITU-R P.2040 slabs the derived total losses, rising with frequency', () => {
    const derived = rows(DERIVED);
    for (const material of STOCK_MATERIALS.filter((m) => m.source === 'itu-r-p2040')) {
      const name = material.key.startsWith('ItuConcrete') ? 'concrete' : 'brick';
      const mm = Math.round(material.thicknessM * 1000);
      for (const [band, ghz] of [
        ['2.4', '2.437'],
        ['5', '5.5'],
        ['6', '6.5'],
      ] as const) {
        const line = derived.find((row) => row.material === name && Math.round(Number(row.thickness_m) * 1000) === mm && row.f_GHz === ghz);
        expect(line, `${name} ${mm} mm ${ghz} GHz`).toBeDefined();
        expect(material.dbPerM[band] * material.thicknessM).toBeCloseTo(Number(line!.slab_loss_dB), 1);
      }
      const totals = (['2.4', '5', '6'] as const).map((band) => material.dbPerM[band] * material.thicknessM);
      expect(totals[0]).toBeLessThan(totals[1]!);
      expect(totals[1]).toBeLessThan(totals[2]!);
    }
  });
});
