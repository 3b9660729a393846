// CI's supply-chain step: the advisory gate on runtime dependencies (`npm audit --omit=dev`) and a CycloneDX
// SBOM of the runtime dependencies, written to test-results/ and listed in the log. Exit 1 on a high or critical
// advisory. What to do when it fails: README, "When the advisory gate fails".
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { judgeAudit } from './audit-verdict.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (args) => spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

const audit = judgeAudit(run(['audit', '--omit=dev', '--audit-level=high', '--json']).stdout);
if (audit.verdict === 'unavailable') {
  console.log(`supply chain: advisory gate NOT RUN: the audit service could not be reached (${audit.reason})`);
} else {
  console.log(`supply chain: runtime advisories: ${audit.critical} critical, ${audit.high} high`);
  for (const name of audit.packages) console.log(`  ${name}`);
}

const sbom = run(['sbom', '--omit', 'dev', '--sbom-format', 'cyclonedx', '--sbom-type', 'application']);
if (sbom.status !== 0) {
  console.log(`supply chain: npm sbom failed: ${sbom.stderr.trim().split('\n').pop()}`);
  process.exit(1);
}
const bom = JSON.parse(sbom.stdout);
const dir = path.join(root, 'test-results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'sbom.cdx.json'), sbom.stdout);
console.log(
  `supply chain: SBOM (CycloneDX ${bom.specVersion}) of the runtime dependencies: ${bom.components.length} components, test-results/sbom.cdx.json`,
);
for (const component of bom.components) console.log(`  ${component.name}@${component.version}`);

process.exit(audit.verdict === 'fail' ? 1 : 0);
