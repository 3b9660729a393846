/**
 * `@airscope/esx-archive`: the Node side of the Ekahau model (`@airscope/esx`). Reads and writes `.esx`
 * archives under limits with typed errors, imports survey CSVs, Cisco DNA Center map archives and
 * pushed scans into the same model, and sniffs image bytes. Never imported by the web app.
 */
export { readEsx } from './read-esx.ts';
export { writeEsx, type WriteEsxOptions } from './write-esx.ts';
export { createEsxReadProgress, type EsxReadProgress, type ReadEsxOptions } from './read-esx-options.ts';
export { EsxError, EsxErrorCode, isEsxError } from './esx-error.ts';
export { DEFAULT_ESX_LIMITS, resolveEsxLimits, type EsxLimits } from './esx-limits.ts';
export { detectImageType } from './detect-image-type.ts';
export { readImageSize, type ImageSize } from './read-image-size.ts';
export { readSurveyCsv } from './survey-csv/read-survey-csv.ts';
export {
  DEFAULT_SURVEY_CSV_LIMITS,
  type PositionUnit,
  type SurveyCsvLimits,
  type SurveyCsvOptions,
} from './survey-csv/survey-csv-options.ts';
export { SurveyCsvError } from './survey-csv/survey-csv-error.ts';
export { makeRecordId } from './survey-csv/make-record-id.ts';
export {
  buildPushedSurvey,
  PushedSurveyError,
  type ExistingNetwork,
  type PushedNetwork,
  type PushedScan,
  type PushedRecord,
  type PushedSurvey,
} from './survey-push/build-pushed-survey.ts';
export { convertDnacArchive } from './dnac/convert-dnac-archive.ts';
export { isDnacError } from './dnac/dnac-error.ts';
export { DEFAULT_DNAC_LIMITS } from './dnac/dnac-limits.ts';
