import { sql, type Kysely } from 'kysely';

/**
 * Sessions end the moment an account is disabled or its licence is suspended, whoever makes the change
 * (an admin screen, a support script, a billing sync): triggers on the rows themselves, so no writer
 * can forget it. Guest sessions of a secure share are the share's, not the user's, and stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function end_sessions_of_blocked_user() returns trigger language plpgsql as $$
    begin
      if (new.disabled and not old.disabled) or (new.license_suspended and not old.license_suspended) then
        delete from sessions where user_id = new.id and role <> 'GUEST';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_end_sessions_when_blocked after update of disabled, license_suspended on users
    for each row execute function end_sessions_of_blocked_user()`.execute(db);

  await sql`
    create function end_sessions_of_suspended_licence() returns trigger language plpgsql as $$
    begin
      if new.status = 'SUSPENDED' and old.status <> 'SUSPENDED' then
        delete from sessions where role <> 'GUEST' and user_id in (select id from users where license_id = new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger licenses_end_sessions_when_suspended after update of status on licenses
    for each row execute function end_sessions_of_suspended_licence()`.execute(db);
}
