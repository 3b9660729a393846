import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type { ScannedNetwork } from '@airscope/contracts';
import { parseIwScan } from './parse-iw-scan.ts';

/** Runs `iw dev <interface> scan` (needs CAP_NET_ADMIN, usually root) and parses what it prints. */
export function scanInterface(iface: string): Promise<ScannedNetwork[]> {
  if (!/^[\w.-]{1,15}$/.test(iface)) return Promise.reject(new Error(`"${iface}" is not a network interface name.`));
  return new Promise((resolve, reject) => {
    execFile('iw', ['dev', iface, 'scan'], { maxBuffer: 16 * 1024 * 1024, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) {
        const hint =
          (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'iw is not installed (apt install iw)' : stderr.trim() || error.message;
        reject(new Error(`Scanning on ${iface} failed: ${hint}`));
        return;
      }
      resolve(parseIwScan(stdout));
    });
  });
}

/** Reads a recorded `iw dev <if> scan` output. */
export async function readScanFile(file: string): Promise<ScannedNetwork[]> {
  return parseIwScan(await fs.readFile(file, 'utf8'));
}
