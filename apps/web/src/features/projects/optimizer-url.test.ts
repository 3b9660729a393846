import { describe, expect, it } from 'vitest';
import { buildOptimizerUrl } from './optimizer-url.ts';

describe('buildOptimizerUrl', () => {
  it('appends /projects/{projectId} to the base, encoding the id', () => {
    expect(buildOptimizerUrl('https://optimizer.example.com', 'p-1')).toBe('https://optimizer.example.com/projects/p-1');
    expect(buildOptimizerUrl('https://optimizer.example.com/', 'a/b')).toBe('https://optimizer.example.com/projects/a%2Fb');
  });
});
