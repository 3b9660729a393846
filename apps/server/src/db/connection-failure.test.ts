import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readEsx } from '@airscope/esx-archive';
import { freePort } from '../testing/app-process.ts';
import { isConnectionFailure } from './connection-failure.ts';

describe('telling a lost connection from a failure of the work', () => {
  it('takes a refused connection to a database that is not there as a lost connection', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(isConnectionFailure(error)).toBe(true);
    // Wrapped by a caller, it is still found through `cause`.
    expect(isConnectionFailure(new Error('import failed', { cause: error }))).toBe(true);
  });

  it('takes a refused archive, a plain error and a non-error as failures of the work', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-not-zip-'));
    const file = path.join(dir, 'not.esx');
    fs.writeFileSync(file, 'this is not a zip archive');
    const refused = await readEsx(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(refused).toBeInstanceOf(Error);
    expect(isConnectionFailure(refused)).toBe(false);
    expect(isConnectionFailure(new Error('owner of upload not found'))).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });
});
