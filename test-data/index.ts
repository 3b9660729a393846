import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's own copy of the real data the tests and benches read (origins and licences in each SOURCE.md). */
export const TEST_DATA_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Absolute path of a file or folder under test-data/, e.g. `testDataPath('surveys', 'ilc2020-site2-F8')`. */
export function testDataPath(...segments: string[]): string {
  return path.join(TEST_DATA_DIR, ...segments);
}

/** Folder of the Ekahau `.esx` samples. */
export const ESX_FIXTURES_DIR = testDataPath('esx');

/** The three `.esx` samples by their short names. */
export const ESX_FIXTURES = {
  F1: testDataPath('esx', 'thewlan-ekahau-python-scripts__F1.esx'),
  SVPH_GND: testDataPath('esx', 'thewlan-ekahau-python-scripts__SVPH-GND.esx'),
  TEST: testDataPath('esx', 'thewlan-ekahau-python-scripts__test.esx'),
} as const;

/** Folder of the real Wi-Fi survey data sets. */
export const SURVEYS_DIR = testDataPath('surveys');

/** Folder of the wall material tables. */
export const MATERIALS_DIR = testDataPath('materials');
