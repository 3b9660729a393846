import { sql, type Kysely } from 'kysely';

/** All nine licence products: Measure and Private 5G join the seven the first schema allowed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table licenses drop constraint licenses_product_check`.execute(db);
  await sql`
    alter table licenses add constraint licenses_product_check check (product in
      ('Connect', 'Measure', 'Pro', 'Connect Field', 'Partner Demo', 'Private 5G', 'Plan', 'Measure Pro', 'Software Suite'))`.execute(db);
}
