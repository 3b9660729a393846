/** Why a floor cannot be calibrated; each code has the sentence the user reads. */
export const CalibrationRefusal = {
  NO_SURVEY: 'This floor has no survey data to calibrate from: survey it, or import a survey of it, first.',
  NO_WALLS: 'This floor has no walls to calibrate: draw its walls with their wall types first.',
  NO_ACCESS_POINTS: 'This floor has no planned access points to calibrate: place the access points the survey heard first.',
  NO_PAIRED_READINGS:
    'None of the survey readings of this floor come from a planned access point: place each access point where it hangs, on the channel the survey heard it on.',
} as const;
export type CalibrationRefusalCode = keyof typeof CalibrationRefusal;

export class CalibrationRefusedError extends Error {
  constructor(readonly code: CalibrationRefusalCode) {
    super(CalibrationRefusal[code]);
    this.name = 'CalibrationRefusedError';
  }
}
