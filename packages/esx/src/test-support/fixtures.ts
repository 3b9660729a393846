import { fileURLToPath } from 'node:url';

/** The shared fixtures folder: the repo is cloned with `shared/` beside it. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../../../shared/fixtures/esx/', import.meta.url));

export const FIXTURES = {
  F1: `${FIXTURES_DIR}thewlan-ekahau-python-scripts__F1.esx`,
  SVPH_GND: `${FIXTURES_DIR}thewlan-ekahau-python-scripts__SVPH-GND.esx`,
  TEST: `${FIXTURES_DIR}thewlan-ekahau-python-scripts__test.esx`,
} as const;
