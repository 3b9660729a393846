// The network every vendor mock describes, in our own terms (metres from the floor map's top-left corner), kept
// in scenario.json so the client tests read the same numbers: site "HQ" with two 40 m × 25 m floors
// (400 × 250 px maps at 10 px/m) and five APs; scenario "moved" has AP-G-02 at (25, 15) and AP-1-02 gone;
// "unplaceable" adds an AP 40 km off the ground floor's plan and one on no floor, and keeps the first floor's map
// without a scale where the vendor can say so (Mist ppm 0); "siteAdmin" is base seen by a token scoped to the HQ
// site only (Mist privileges with scope "site"). SCENARIO_SETTINGS names the vendors each scenario is built for.
import fs from 'node:fs';

const scenario = JSON.parse(fs.readFileSync(new URL('./scenario.json', import.meta.url), 'utf8'));

export const SITE = scenario.site;
export const OTHER_SITE = scenario.otherSite;
export const FLOORS = scenario.floors;
export const IMAGE_SIZE = scenario.imageSize;
export const SCENARIOS = scenario.scenarios;
export const SCENARIO_SETTINGS = scenario.scenarioSettings;
