import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { Mailer } from '../../storage/mail/mailer.ts';
import type { OutboxMailer } from '../../storage/mail/outbox-mailer.ts';
import { registerOutboxPage } from '../../storage/mail/outbox-page.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { registerAccountRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';

export interface AccountsModuleDeps {
  mailer: Mailer;
  isPasswordSignInDisabled(orgId: string | null): Promise<boolean>;
}

/** Registration, password reset and security preferences; with DEV_OUTBOX_PAGE on, the local outbox's page. */
export function createAccountsModule(ctx: ModuleContext, deps: AccountsModuleDeps): ServerModule {
  const { config, db, clock, log } = ctx;
  const accounts = createAccountsService({
    accounts: createAccountsRepository(db),
    mailer: deps.mailer,
    clock,
    log,
    publicUrl: config.publicUrl,
    sessionIdleMs: config.sessionIdleMs,
    isPasswordSignInDisabled: deps.isPasswordSignInDisabled,
  });
  return {
    name: 'accounts',
    routes(app, bind) {
      registerAccountRoutes(app, bind, accounts);
      if (deps.mailer.kind === 'outbox' && config.devOutboxPage) registerOutboxPage(app, deps.mailer as OutboxMailer);
    },
    close: () => accounts.drainMail(),
  };
}
