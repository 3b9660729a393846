import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

const DEMO_GUEST_EMAIL = 'demo-guest@guest.airscope.invalid';

/** The public demo's projects and the one guest principal its sessions hang off. */
export function createDemoRepository(db: Kysely<Database>, demo: { orgName: string; projectNames: readonly string[] }) {
  const demoProjects = () =>
    db
      .selectFrom('projects as p')
      .innerJoin('users as u', 'u.id', 'p.owner_id')
      .innerJoin('organisations as o', 'o.id', 'u.org_id')
      .where('o.name', '=', demo.orgName)
      .where('p.name', 'in', [...demo.projectNames])
      // Seeded, never uploaded: a project someone of the organisation made stays private.
      .where('p.source_upload_id', 'is', null)
      .where('p.status', '=', 'COMPLETED');
  return {
    async list() {
      if (demo.projectNames.length === 0) return [];
      return demoProjects()
        .select((eb) => [
          'p.id',
          'p.name',
          'p.project_type',
          eb
            .selectFrom('project_floor_plans as f')
            .whereRef('f.project_id', '=', 'p.id')
            .select((e) => e.fn.min('f.row_id').as('row'))
            .as('first_floor_row_id'),
        ])
        .orderBy('p.name')
        .execute();
    },
    async isDemoProject(projectId: string): Promise<boolean> {
      if (demo.projectNames.length === 0) return false;
      return (await demoProjects().select('p.id').where('p.id', '=', projectId).executeTakeFirst()) !== undefined;
    },
    /** The guest principal of demo sessions, made on first use; it signs in with nothing but the demo. */
    async demoGuestId(now: Date): Promise<string> {
      const found = await db.selectFrom('users').select('id').where('email', '=', DEMO_GUEST_EMAIL).executeTakeFirst();
      if (found) return found.id;
      const created = await db
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          email: DEMO_GUEST_EMAIL,
          password_hash: '!',
          first_name: 'Demo',
          last_name: 'visitor',
          org_id: null,
          license_id: null,
          eula_version_consent: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return created?.id ?? (await db.selectFrom('users').select('id').where('email', '=', DEMO_GUEST_EMAIL).executeTakeFirstOrThrow()).id;
    },
  };
}
