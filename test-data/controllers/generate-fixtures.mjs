#!/usr/bin/env node
// Writes each vendor's scenario fixtures (fixtures/<scenario>.json) from its trimmed OpenAPI document and the
// floor images they point at. Re-run after changing scenario.mjs or a document: node generate-fixtures.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalystCenter } from './catalyst-center/build-fixtures.mjs';
import { buildMeraki } from './meraki/build-fixtures.mjs';
import { buildMist } from './mist/build-fixtures.mjs';
import { floorPng } from './png.mjs';
import { FLOORS, IMAGE_SIZE, SCENARIO_SETTINGS, SCENARIOS } from './scenario.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const imagesDir = path.join(here, 'images');
fs.mkdirSync(imagesDir, { recursive: true });
FLOORS.forEach((f, i) => fs.writeFileSync(path.join(imagesDir, f.image), floorPng(IMAGE_SIZE.widthPx, IMAGE_SIZE.heightPx, 10, 200 - 40 * i)));

const builders = {
  meraki: (doc, aps, settings) => buildMeraki(doc, aps, imagesDir, settings),
  mist: (doc, aps, settings) => buildMist(doc, aps, settings),
  'catalyst-center': (doc, aps) => buildCatalystCenter(doc, aps),
};
// Catalyst Center's document is assembled from Cisco's SDK (catalyst-center/build-openapi.mjs), not trimmed.
const documentFile = (vendor) => (vendor === 'catalyst-center' ? 'openapi.json' : 'openapi.trimmed.json');
for (const [vendor, build] of Object.entries(builders)) {
  const doc = JSON.parse(fs.readFileSync(path.join(here, vendor, documentFile(vendor)), 'utf8'));
  const outDir = path.join(here, vendor, 'fixtures');
  fs.mkdirSync(outDir, { recursive: true });
  for (const [scenario, aps] of Object.entries(SCENARIOS)) {
    const settings = SCENARIO_SETTINGS[scenario] ?? {};
    if (settings.vendors && !settings.vendors.includes(vendor)) continue;
    const file = path.join(outDir, `${scenario}.json`);
    fs.writeFileSync(file, JSON.stringify({ responses: build(doc, aps, settings) }, null, 2) + '\n');
    console.log(path.relative(here, file));
  }
}
