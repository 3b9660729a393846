import { sql, type Kysely } from 'kysely';

/** Rendered project reports (PDF/DOCX): the job's progress and, once done, the stored file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reports (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects(id) on delete cascade,
      created_by uuid not null references users(id) on delete cascade,
      format text not null,
      language text not null,
      options jsonb not null,
      status text not null,
      progress integer not null default 0,
      blob_key text,
      size_bytes integer,
      error text,
      created_at timestamptz not null,
      finished_at timestamptz
    )`.execute(db);
  await sql`create index reports_project_created on reports (project_id, created_at desc)`.execute(db);
}
