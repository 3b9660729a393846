import { describe, expect, it } from 'vitest';
import type { ProjectRole } from '@airscope/contracts';
import { canDoOnProject, GUEST_PROJECT_ROLE, roleOrDefault, type ProjectAction } from './projects.policy.ts';

// Every ability of every role, stated both ways (GitLab / Outline style), docs/product.md §6.
const TABLE: Record<ProjectRole, Record<ProjectAction, boolean>> = {
  OWNER: { read: true, write: true, share: true, delete: true },
  WRITE_SHARE_USER: { read: true, write: true, share: true, delete: false },
  WRITE_USER: { read: true, write: true, share: false, delete: false },
  READ_USER: { read: true, write: false, share: false, delete: false },
  MIXED_ROLE: { read: true, write: false, share: false, delete: false },
};

describe('project role × action', () => {
  const cells = Object.entries(TABLE).flatMap(([role, actions]) =>
    Object.entries(actions).map(([action, allowed]) => [role as ProjectRole, action as ProjectAction, allowed] as const),
  );
  it.each(cells)('%s may %s: %s', (role, action, allowed) => {
    expect(canDoOnProject(role, action)).toBe(allowed);
  });

  it('treats a user missing from the project users as View only', () => {
    expect(roleOrDefault(undefined)).toBe('READ_USER');
    expect(roleOrDefault('WRITE_USER')).toBe('WRITE_USER');
  });

  it('gives a secure-sharing guest no write, share or delete right', () => {
    expect((['write', 'share', 'delete'] as const).map((action) => canDoOnProject(GUEST_PROJECT_ROLE, action))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
