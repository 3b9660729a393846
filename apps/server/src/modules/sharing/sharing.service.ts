import { SHARING_TEXT, type GrantableRole, type ProjectUser } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate } from '../users/index.ts';
import { canChangeMember, isRecipientAllowed } from './sharing.policy.ts';
import type { SharingRepository } from './sharing.repository.ts';

/** Tells a user with an account that a project was shared with them (the notifications module). */
export type ProjectSharedListener = (share: {
  recipientUserId: string;
  projectId: string;
  projectName: string;
  sharedBy: string;
}) => Promise<unknown>;

export interface SharingServiceDeps {
  projectsService: ProjectsService;
  sharing: SharingRepository;
  assertLicenceAllowsWrites: LicenceGate;
  clock: Clock;
  onProjectShared: ProjectSharedListener;
  log: { error(obj: object, msg: string): void };
}

/** Sharing a project with users of the product: add, add the sharing group, change role, remove. */
export function createSharingService(deps: SharingServiceDeps) {
  const { projectsService, sharing, clock } = deps;

  async function authorizeShare(actor: Actor, projectId: string) {
    const project = await projectsService.authorize(actor, projectId, 'share');
    await deps.assertLicenceAllowsWrites(actor);
    return project;
  }

  async function announce(actor: Actor, project: { id: string; name: string }, userIds: string[]) {
    const sharedBy = actor.user.email;
    for (const recipientUserId of userIds) {
      // A failed notification never undoes the share.
      await deps
        .onProjectShared({ recipientUserId, projectId: project.id, projectName: project.name, sharedBy })
        .catch((err: unknown) => deps.log.error({ err, event: 'sharing.notify-failed' }, 'could not notify a share recipient'));
    }
  }

  const usersOf = (actor: Actor, projectId: string): Promise<ProjectUser[]> => projectsService.users(actor, projectId);

  return {
    async shareWithUser(actor: Actor, projectId: string, email: string, role: GrantableRole) {
      const project = await authorizeShare(actor, projectId);
      const recipient = await sharing.findUserByEmail(email);
      if (!recipient || recipient.disabled) throw new HttpError(404, SHARING_TEXT.noSuchUser, 'NO_SUCH_USER');
      const group = await sharing.sharingGroupMemberIds(actor.user.org_id);
      const facts = { orgId: recipient.org_id, inSharingGroup: group?.includes(recipient.id) ?? false };
      if (!isRecipientAllowed(await sharing.restrictionOf(actor.user.org_id), actor.user.org_id, facts)) {
        throw forbidden(SHARING_TEXT.restricted);
      }
      if ((await sharing.addMembers(projectId, [recipient.id], role)) === 0)
        throw new HttpError(409, SHARING_TEXT.alreadyMember, 'ALREADY_MEMBER');
      await sharing.touchProject(projectId, clock.now());
      await announce(actor, project, [recipient.id]);
      return usersOf(actor, projectId);
    },

    /** Every member of "My Sharing Group" joins at `role`; members already on the project keep theirs. */
    async shareWithGroup(actor: Actor, projectId: string, role: GrantableRole) {
      const project = await authorizeShare(actor, projectId);
      const members = await sharing.sharingGroupMemberIds(actor.user.org_id);
      if (!members) throw new HttpError(404, SHARING_TEXT.groupMissing, 'NO_SHARING_GROUP');
      const newcomers: string[] = [];
      for (const userId of members)
        if (userId !== actor.user.id && !(await sharing.findMemberRole(projectId, userId))) newcomers.push(userId);
      await sharing.addMembers(projectId, newcomers, role);
      await sharing.touchProject(projectId, clock.now());
      await announce(actor, project, newcomers);
      return usersOf(actor, projectId);
    },

    async changeRole(actor: Actor, projectId: string, userId: string, role: GrantableRole) {
      await authorizeShare(actor, projectId);
      const verdict = canChangeMember(await sharing.findMemberRole(projectId, userId));
      if (verdict === 'not-found') throw notFound();
      if (verdict === 'owner' || !(await sharing.changeRole(projectId, userId, role))) throw forbidden(SHARING_TEXT.ownerUnchangeable);
      return usersOf(actor, projectId);
    },

    async removeUser(actor: Actor, projectId: string, userId: string) {
      await authorizeShare(actor, projectId);
      const verdict = canChangeMember(await sharing.findMemberRole(projectId, userId));
      if (verdict === 'not-found') throw notFound();
      if (verdict === 'owner' || !(await sharing.removeMember(projectId, userId))) throw forbidden(SHARING_TEXT.ownerUnchangeable);
      return userId === actor.user.id ? [] : usersOf(actor, projectId);
    },
  };
}
export type SharingService = ReturnType<typeof createSharingService>;
