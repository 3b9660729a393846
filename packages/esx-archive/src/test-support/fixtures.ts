import { ESX_FIXTURES_DIR } from '@airscope/test-data';

/** The .esx samples in test-data/esx. */
export const FIXTURES_DIR = `${ESX_FIXTURES_DIR}/`;

export const FIXTURES = {
  F1: `${FIXTURES_DIR}thewlan-ekahau-python-scripts__F1.esx`,
  SVPH_GND: `${FIXTURES_DIR}thewlan-ekahau-python-scripts__SVPH-GND.esx`,
  TEST: `${FIXTURES_DIR}thewlan-ekahau-python-scripts__test.esx`,
} as const;
