import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** What the database and the blob folder say after a scenario, against what clients were told. */
export interface Consistency {
  /** Uploads still IN_PROGRESS or COMMIT_IN_PROGRESS although their commit was acknowledged. */
  readonly stuck: number;
  /** Projects of an upload that is not COMMITTED, or COMMITTED uploads without their project. */
  readonly partial: number;
  /** Stored files that no row refers to (the per-project thumbnail, a cache, excepted). */
  readonly orphanFiles: number;
  readonly projects: number;
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? '', entry.name)));
}

/** Reads the state after a scenario; `ackedUploadIds` are the uploads whose commit a client got a 200 for. */
export async function checkConsistency(databaseUrl: string, blobRoot: string, ackedUploadIds: readonly string[]): Promise<Consistency> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const stuck = await client.query<{ n: string }>(
      "select count(*) as n from uploads where id = any($1::uuid[]) and status in ('IN_PROGRESS','COMMIT_IN_PROGRESS')",
      [ackedUploadIds],
    );
    const partial = await client.query<{ n: string }>(`
      select (select count(*) from projects p join uploads u on u.id = p.source_upload_id where u.status <> 'COMMITTED')
           + (select count(*) from uploads u where u.status = 'COMMITTED' and not exists (select 1 from projects p where p.id = u.project_id)) as n`);
    const referenced = new Set(
      (
        await client.query<{ key: string }>(`
        select blob_key as key from project_files union select blob_key from uploads
        union select blob_key from reports where blob_key is not null`)
      ).rows.map((row) => row.key),
    );
    const projects = Number((await client.query<{ n: string }>('select count(*) as n from projects')).rows[0]!.n);
    const orphanFiles = listFiles(blobRoot).filter((key) => !referenced.has(key) && !/^projects\/[^/]+\/thumbnail\.png$/.test(key)).length;
    return { stuck: Number(stuck.rows[0]!.n), partial: Number(partial.rows[0]!.n), orphanFiles, projects };
  } finally {
    await client.end();
  }
}
