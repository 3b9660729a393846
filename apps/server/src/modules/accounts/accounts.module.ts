import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config/config.ts';
import type { Database } from '../../db/db.types.ts';
import type { BindDeps } from '../../http/bind-endpoint.ts';
import { createMailer } from '../../storage/mail/create-mailer.ts';
import type { Mailer } from '../../storage/mail/mailer.ts';
import type { OutboxMailer } from '../../storage/mail/outbox-mailer.ts';
import { registerOutboxPage } from '../../storage/mail/outbox-page.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { registerAccountRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';

export interface AccountsModuleDeps {
  bind: BindDeps;
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  isPasswordSignInDisabled?: (orgId: string | null) => Promise<boolean>;
}

/** Registration, password reset and security preferences, with the mail port they send through. */
/** Answers the mail port so other modules (secure sharing) send through the same one. */
export function registerAccountsModule(app: FastifyInstance, deps: AccountsModuleDeps): Mailer {
  const mailer = createMailer(deps.config.mail);
  const accounts = createAccountsService({
    accounts: createAccountsRepository(deps.db),
    mailer,
    clock: deps.clock,
    log: app.log,
    publicUrl: deps.config.publicUrl,
    sessionIdleMs: deps.config.sessionIdleMs,
    ...(deps.isPasswordSignInDisabled ? { isPasswordSignInDisabled: deps.isPasswordSignInDisabled } : {}),
  });
  registerAccountRoutes(app, deps.bind, accounts);
  if (mailer.kind === 'outbox' && deps.config.devOutboxPage) registerOutboxPage(app, mailer as OutboxMailer);
  app.addHook('onClose', async () => {
    await accounts.drainMail();
    await mailer.close();
  });
  return mailer;
}
