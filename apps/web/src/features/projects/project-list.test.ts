import { describe, expect, it } from 'vitest';
import type { Project } from '@airscope/contracts';
import { arrangeProjectsForTable, canDeleteProject } from './project-list.ts';
import { makeProject } from './project.fixture.ts';

describe('arrangeProjectsForTable', () => {
  it('shows COMPLETED projects first, then the latest update first', () => {
    const projects: Project[] = [
      makeProject({ projectId: 'old', updatedAt: '2025-01-01T00:00:00Z' }),
      makeProject({ projectId: 'new', updatedAt: '2025-06-01T00:00:00Z' }),
      makeProject({ projectId: 'other-status', status: 'SKIP_COMPUTATION', updatedAt: '2025-07-01T00:00:00Z' }),
    ];
    expect(arrangeProjectsForTable(projects).map((project) => project.projectId)).toEqual(['new', 'old']);
  });

  it('leaves out projects being deleted or skipped (docs/product.md §4)', () => {
    const projects = [
      makeProject({ projectId: 'a', status: 'DELETE_REQUESTED' }),
      makeProject({ projectId: 'b', status: 'SKIP_COMPUTATION' }),
    ];
    expect(arrangeProjectsForTable(projects)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const projects = [
      makeProject({ projectId: 'a', updatedAt: '2025-01-01T00:00:00Z' }),
      makeProject({ projectId: 'b', updatedAt: '2025-02-01T00:00:00Z' }),
    ];
    arrangeProjectsForTable(projects);
    expect(projects.map((project) => project.projectId)).toEqual(['a', 'b']);
  });
});

describe('canDeleteProject', () => {
  it.each([
    ['OWNER', true],
    ['WRITE_SHARE_USER', false],
    ['WRITE_USER', false],
    ['READ_USER', false],
    ['MIXED_ROLE', false],
  ] as const)('%s → %s', (role, expected) => {
    expect(canDeleteProject({ role })).toBe(expected);
  });
});
