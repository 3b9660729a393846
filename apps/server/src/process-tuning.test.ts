import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from './process-tuning.ts';

const scripts = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('the server process settings', () => {
  it('are the ones `npm start` serves with', () => {
    const serve = scripts.serve!;
    for (const flag of SERVER_NODE_FLAGS) expect(serve).toContain(` ${flag} `);
    for (const [name, value] of Object.entries(SERVER_PROCESS_ENV)) expect(serve).toContain(`${name}=${value} `);
    expect(serve).toMatch(/--import tsx apps\/server\/src\/main\.ts$/);
  });
});
