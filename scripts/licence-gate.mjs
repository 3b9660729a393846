// CI's licence gate: every runtime dependency's licence must be on the allowed list of scripts/licences.mjs (or
// a named exception there), and THIRD-PARTY-NOTICES.md must be what scripts/third-party-notices.mjs writes.
// Exit 1 otherwise. Why these licences: docs/decisions/XXXX-licence-agpl.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { judgeInstalledTree, NOTICE_FILE, ROOT } from './licence-tree.mjs';
import { gateVerdict } from './licences.mjs';

const judged = judgeInstalledTree();
const noticePath = path.join(ROOT, NOTICE_FILE);
const verdict = gateVerdict(judged, existsSync(noticePath) ? readFileSync(noticePath, 'utf8') : undefined);
for (const line of verdict.lines) console.log(`licences: ${line}`);
process.exit(verdict.pass ? 0 : 1);
