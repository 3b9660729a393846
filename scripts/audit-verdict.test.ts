import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit-verdict.mjs';

// The report shape npm audit --json prints (auditReportVersion 2): vulnerabilities by package, counts in metadata.
function report(severities: Record<string, string>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const severity of Object.values(severities)) {
    counts[severity as keyof typeof counts] += 1;
    counts.total += 1;
  }
  const vulnerabilities = Object.fromEntries(
    Object.entries(severities).map(([name, severity]) => [
      name,
      { name, severity, isDirect: false, via: [], effects: [], range: '*', nodes: [], fixAvailable: true },
    ]),
  );
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts, dependencies: { prod: 10, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 10 } },
  });
}

describe('the advisory gate', () => {
  it('fails on a high or a critical advisory and names the packages', () => {
    expect(judgeAudit(report({ 'a-lib': 'high', 'b-lib': 'low' }))).toEqual({
      verdict: 'fail',
      high: 1,
      critical: 0,
      packages: ['a-lib (high)'],
    });
    expect(judgeAudit(report({ 'c-lib': 'critical' })).verdict).toBe('fail');
  });

  it('passes with only low and moderate advisories, or none', () => {
    expect(judgeAudit(report({ 'a-lib': 'moderate', 'b-lib': 'low' })).verdict).toBe('pass');
    expect(judgeAudit(report({})).verdict).toBe('pass');
  });

  it('says the gate did not run when the audit service answered an error instead of a report', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST …/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(judgeAudit(refused)).toMatchObject({ verdict: 'unavailable', reason: '405 Method Not Allowed - POST …/advisories/bulk' });
    expect(judgeAudit('').verdict).toBe('unavailable');
  });
});
