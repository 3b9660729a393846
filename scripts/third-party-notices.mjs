// Writes THIRD-PARTY-NOTICES.md from package-lock.json's runtime packages (run after changing dependencies;
// CI's licence gate fails while the file is out of date). Needs `npm ci` first: repositories come from node_modules.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { judgeInstalledTree, NOTICE_FILE, ROOT } from './licence-tree.mjs';
import { renderNotice } from './licences.mjs';

const judged = judgeInstalledTree();
writeFileSync(path.join(ROOT, NOTICE_FILE), renderNotice(judged));
console.log(`licences: ${NOTICE_FILE} written, ${judged.length} runtime packages`);
