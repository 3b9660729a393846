import { describe, expect, it } from 'vitest';
import { calibrateFromSurvey } from './calibrate-from-survey.ts';
import { buildSyntheticSurvey, SYNTHETIC_WALL_TYPES } from './synthetic-building.ts';

describe('survey calibration on a synthetic building with known wall losses', () => {
  const survey = buildSyntheticSurvey({ noiseSdDb: 3, seed: 7 });
  const calibration = calibrateFromSurvey(survey.stockFloor, survey.radios, survey.samples, { receiverHeightM: 1, exponent: 2.5 });
  const band = calibration.bands.find((fit) => fit.band === '5')!;

  it('recovers every wall type within ±1 dB of its true loss under 3 dB noise, starting from wrong stock values', () => {
    for (const type of SYNTHETIC_WALL_TYPES) {
      const fitted = band.wallTypes.find((candidate) => candidate.key === type.key)!;
      expect(fitted.crossingCount).toBeGreaterThan(50);
      expect(
        Math.abs(fitted.fittedWallLossDb - type.trueLossDb),
        `${type.key}: fitted ${fitted.fittedWallLossDb.toFixed(2)} dB, true ${type.trueLossDb} dB`,
      ).toBeLessThanOrEqual(1);
      expect(fitted.stockWallLossDb).toBeCloseTo(type.stockLossDb, 6);
    }
  });

  it('gives intervals that hold the truth, the exponent and each radio’s transmit offset', () => {
    for (const type of SYNTHETIC_WALL_TYPES) {
      const fitted = band.wallTypes.find((candidate) => candidate.key === type.key)!;
      expect(fitted.wallLossCi95Db).toBeGreaterThan(0);
      expect(Math.abs(fitted.fittedWallLossDb - type.trueLossDb)).toBeLessThanOrEqual(Math.max(1, 2 * fitted.wallLossCi95Db));
    }
    expect(Math.abs(band.exponent - survey.trueExponent)).toBeLessThan(0.15);
    for (const [radioId, offset] of survey.trueTxOffsetDb)
      expect(Math.abs(band.txOffsetDb.get(radioId)! - offset), radioId).toBeLessThan(1.5);
    expect(band.residualSdDb).toBeGreaterThan(2.5);
    expect(band.residualSdDb).toBeLessThan(3.5);
  });

  it('predicts held-out walk segments better than the stock plan', () => {
    expect(calibration.heldOut.folds).toBe(5);
    expect(calibration.heldOut.readings).toBe(survey.samples.length);
    // With 3 dB Gaussian noise the best possible mean absolute error is 3·√(2/π) ≈ 2.39 dB.
    expect(calibration.heldOut.calibratedMaeDb).toBeLessThan(2.7);
    expect(calibration.heldOut.stockMaeDb).toBeGreaterThan(calibration.heldOut.calibratedMaeDb + 3);
  });

  it('keeps a wall type that no reading crosses at its stock value', () => {
    const lonely = {
      ...survey.stockFloor,
      walls: [
        ...survey.stockFloor.walls,
        {
          ...survey.stockFloor.walls[0]!,
          a: { x: 100, y: 100 },
          b: { x: 101, y: 100 },
          typeKey: 'far-away',
        } as (typeof survey.stockFloor.walls)[0],
      ],
    };
    const fit = calibrateFromSurvey(lonely, survey.radios, survey.samples, { receiverHeightM: 1, exponent: 2.5, folds: 2 }).bands[0]!;
    const farAway = fit.wallTypes.find((type) => type.key === 'far-away')!;
    expect(farAway.crossingCount).toBe(0);
    expect(farAway.fittedWallLossDb).toBeCloseTo(farAway.stockWallLossDb, 6);
  });
});
