export { findConformanceProblems } from './check-conformance.ts';
export { readSampleShape, type SampleShape } from './sample-shape.ts';
export { readZipEntries } from './read-zip.ts';
export { dumpExport, ekahauScriptsUnavailable, runEkahauScripts, ekahauScriptsCommit, EKAHAU_SCRIPTS_ENV, type ScriptRun } from './run-ekahau-scripts.ts';
