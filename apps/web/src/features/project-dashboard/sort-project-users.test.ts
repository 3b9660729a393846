import type { ProjectUser } from '@airscope/contracts';
import { describe, expect, it } from 'vitest';
import { sortProjectUsers } from './sort-project-users.ts';

const user = (email: string, role: ProjectUser['role']): ProjectUser => ({ userId: email, email, firstName: '', lastName: '', role });

describe('project users', () => {
  it('puts owners first, then orders by username', () => {
    const sorted = sortProjectUsers([
      user('zed@x', 'READ_USER'),
      user('bea@x', 'OWNER'),
      user('amy@x', 'WRITE_USER'),
      user('abe@x', 'OWNER'),
    ]);
    expect(sorted.map((u) => u.email)).toEqual(['abe@x', 'bea@x', 'amy@x', 'zed@x']);
  });
});
