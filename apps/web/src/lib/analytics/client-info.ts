export interface ClientInfo {
  userAgent: string;
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
}

const OS_RULES: [RegExp, string][] = [
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'iOS'],
  [/Mac OS X ([\d_.]+)/, 'macOS'],
  [/Android ([\d.]+)/, 'Android'],
  [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSER_RULES: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

function match(userAgent: string, rules: [RegExp, string][]): [string, string] {
  for (const [pattern, name] of rules) {
    const found = pattern.exec(userAgent);
    if (found) return [name, (found[1] ?? '').replaceAll('_', '.')];
  }
  return ['unknown', ''];
}

/** docs/product.md §3 analytics client: user agent, OS and version, browser and version. */
export function describeClient(userAgent: string): ClientInfo {
  const [os, osVersion] = match(userAgent, OS_RULES);
  const [browser, browserVersion] = match(userAgent, BROWSER_RULES);
  return { userAgent: userAgent.slice(0, 500), os, osVersion, browser, browserVersion };
}

const BOT = /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse|pingdom/i;

/** docs/product.md §7: analytics is not sent for bot user agents. */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT.test(userAgent);
}
