const MiB = 1024 * 1024;

export type PositionUnit = 'm' | 'px';

/** Caps applied while importing a survey CSV; each refusal names the cap. */
export interface SurveyCsvLimits {
  /** Size of the CSV file in bytes (it is read into memory). */
  readonly maxFileBytes: number;
  /** Observation rows (comments and blank lines not counted). */
  readonly maxRows: number;
  /** Distinct BSSIDs in the file. */
  readonly maxBssids: number;
  readonly maxFloors: number;
  /** Surveys over all floors. */
  readonly maxSurveys: number;
  /** Width or height of the area walked on one floor, in metres: more usually means a wrong unit. */
  readonly maxFloorSpanMeters: number;
  /** Characters in one cell. */
  readonly maxCellChars: number;
}

/** Sized for about an hour of scanning; a million rows take about 0.6 GB of memory and 10 s to import. */
export const DEFAULT_SURVEY_CSV_LIMITS: SurveyCsvLimits = Object.freeze({
  maxFileBytes: 100 * MiB,
  maxRows: 1_000_000,
  maxBssids: 20_000,
  maxFloors: 100,
  maxSurveys: 1_000,
  maxFloorSpanMeters: 2_000,
  maxCellChars: 256,
});

export interface SurveyCsvOptions {
  /** Unit of `x`/`y` for rows without a `unit` cell; must agree with a `# unit=` line when both are given. */
  unit?: PositionUnit;
  /** Metres per pixel of pixel positions; must agree with a `# metersPerPixel=` line when both are given. */
  metersPerPixel?: number;
  /** Project name; default: the file name without extension. */
  projectName?: string;
  /** Floor of rows without a `floor` value; default "Floor 1". */
  floorName?: string;
  /** Survey of rows without a `survey` value; default: the file name without extension. */
  surveyName?: string;
  /** Metres of empty floor kept around the walked area; default 2. */
  marginMeters?: number;
  /** Metres per floor-plan unit for floors surveyed in metres; default 0.1 (one unit = 10 cm). */
  metersPerUnit?: number;
  limits?: Partial<SurveyCsvLimits>;
}

/** Options with every default filled in. */
export interface ResolvedSurveyCsvOptions {
  unit: PositionUnit | undefined;
  metersPerPixel: number | undefined;
  projectName: string;
  floorName: string;
  surveyName: string;
  marginMeters: number;
  metersPerUnit: number;
  limits: SurveyCsvLimits;
}

/** Fills defaults; an option that is not a positive finite number is a programming error. */
export function resolveSurveyCsvOptions(options: SurveyCsvOptions, fileStem: string): ResolvedSurveyCsvOptions {
  const limits = { ...DEFAULT_SURVEY_CSV_LIMITS, ...options.limits };
  const numbers: Record<string, number | undefined> = {
    ...limits,
    metersPerPixel: options.metersPerPixel,
    marginMeters: options.marginMeters,
    metersPerUnit: options.metersPerUnit,
  };
  for (const [name, value] of Object.entries(numbers)) {
    if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
      throw new RangeError(`SurveyCsvOptions.${name} must be a positive finite number, got ${String(value)}`);
    }
  }
  const name = fileStem.trim() || 'Survey';
  return {
    unit: options.unit,
    metersPerPixel: options.metersPerPixel,
    projectName: options.projectName ?? name,
    floorName: options.floorName ?? 'Floor 1',
    surveyName: options.surveyName ?? name,
    marginMeters: options.marginMeters ?? 2,
    metersPerUnit: options.metersPerUnit ?? 0.1,
    limits: Object.freeze(limits),
  };
}
