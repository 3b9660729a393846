import { describe, expect, it } from 'vitest';
import { AP_CATALOGUE, antennaPatternOf, findApModelByName, GENERIC_OMNI_MODEL } from './catalogue.ts';

describe('AP catalogue', () => {
  it('offers the generic omni first with a radio on each of 2.4, 5 and 6 GHz', () => {
    expect(AP_CATALOGUE[0]).toBe(GENERIC_OMNI_MODEL);
    expect(GENERIC_OMNI_MODEL.radios.map((r) => r.band)).toEqual(['2.4', '5', '6']);
    const omni = antennaPatternOf(GENERIC_OMNI_MODEL.radios[0]!.antennaKey)!;
    // Omni in azimuth (one sample), the measured elevation cut of the source file with its 2.2 dBi peak.
    expect(omni.azimuthGainsDbi).toEqual([2.2]);
    expect(Math.max(...omni.elevationGainsDbi)).toBe(2.2);
  });

  it('holds the models of the sample projects, found by the name an .esx access point carries', () => {
    const c9120 = findApModelByName('Cisco', 'C9120i 2.4GHz + 5GHz');
    expect(c9120?.radios.map((r) => [r.band, r.technology])).toEqual([
      ['2.4', 'N'],
      ['5', 'AC'],
      ['2.4', 'BLE'],
    ]);
    expect(c9120?.sources).toContain('thewlan-ekahau-python-scripts__F1.esx');
    expect(findApModelByName('Cisco', 'AP1562E +  Cisco AIR-ANT2588P3M-N')?.radios[0]?.mounting).toBe('WALL');
  });

  it('gives every Wi-Fi radio an antenna pattern, widths for its generation and a power ceiling above its default', () => {
    for (const model of AP_CATALOGUE) {
      for (const radio of model.radios.filter((r) => r.technology !== 'BLE')) {
        expect(antennaPatternOf(radio.antennaKey)?.azimuthGainsDbi.length, `${model.id} slot ${radio.slot}`).toBeGreaterThan(0);
        expect(radio.supportedWidthsMhz).toContain(20);
        expect(radio.maxTxPowerDbm).toBeGreaterThanOrEqual(radio.defaultTxPowerDbm);
      }
    }
    const directional = antennaPatternOf('Cisco AIR-ANT2566P4W-R 5GHz 6dBi')!;
    expect(Math.max(...directional.azimuthGainsDbi)).toBeCloseTo(6, 0);
    expect(directional.azimuthGainsDbi.length).toBe(72);
  });
});
