import { sql, type Kysely } from 'kysely';

/** Each user's view preferences per project (floor view and dashboard), restored on any browser. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table project_user_preferences (
      user_id uuid not null references users(id) on delete cascade,
      project_id uuid not null references projects(id) on delete cascade,
      preferences jsonb not null,
      updated_at timestamptz not null,
      primary key (user_id, project_id)
    )
  `.execute(db);
}
