// Reads `npm audit --json` output and decides the supply-chain gate: high or critical advisories in runtime
// dependencies fail it; an audit service that cannot be reached is reported as such, never as a pass.

/** @typedef {{ verdict: 'pass' | 'fail' | 'unavailable', high: number, critical: number, packages: string[], reason?: string }} AuditVerdict */

const BLOCKING = new Set(['high', 'critical']);

/**
 * @param {string} text stdout of `npm audit --json` (audit report version 2)
 * @returns {AuditVerdict}
 */
export function judgeAudit(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { verdict: 'unavailable', high: 0, critical: 0, packages: [], reason: 'npm audit printed no JSON report' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    const reason = report?.error?.summary || report?.message || 'npm audit gave no advisory counts';
    return { verdict: 'unavailable', high: 0, critical: 0, packages: [], reason: String(reason) };
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => BLOCKING.has(entry?.severity))
    .map(([name, entry]) => `${name} (${entry.severity})`)
    .sort();
  const high = Number(counts.high ?? 0);
  const critical = Number(counts.critical ?? 0);
  return { verdict: high + critical > 0 ? 'fail' : 'pass', high, critical, packages };
}
