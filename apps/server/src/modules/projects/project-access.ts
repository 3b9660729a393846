import type { ProjectRole } from '@airscope/contracts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { canDoOnProject, GUEST_PROJECT_ROLE, type ProjectAction } from './projects.policy.ts';

/**
 * The one rule every project call applies once it has read the project and the caller's membership (however it
 * read them): 404 outside reach (not a member, another project than a guest's, deleted), 403 when the role may not
 * do the action. A secure-sharing guest views its one project like a View only member.
 */
export function checkProjectAccess<P extends { id: string; status: string }>(
  actor: Actor,
  project: P | undefined,
  memberRole: ProjectRole | null | undefined,
  action: ProjectAction,
): P {
  const role =
    actor.session.role === 'GUEST'
      ? project && actor.session.secure_project_id === project.id
        ? GUEST_PROJECT_ROLE
        : undefined
      : (memberRole ?? undefined);
  if (!role || !project || project.status === 'DELETE_REQUESTED') throw notFound();
  if (!canDoOnProject(role, action)) throw forbidden();
  return project;
}
