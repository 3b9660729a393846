import { documentOf, fixtureOf, scenariosOf } from './vendor-mock.ts';
import type { MockVendor } from './vendor-profiles.ts';

/** Every fixture answer of a vendor checked against its operation's 200 schema: [] when all fit. */
export function checkFixtures(vendor: MockVendor): string[] {
  const doc = documentOf(vendor);
  const problems: string[] = [];
  for (const scenario of scenariosOf(vendor)) {
    for (const [key, body] of Object.entries(fixtureOf(vendor, scenario))) {
      const operationId = key.split(' ')[0] as string;
      problems.push(...doc.checkResponse(operationId, 200, body).map((p) => `${scenario}: ${key}: ${p}`));
    }
  }
  return problems;
}
