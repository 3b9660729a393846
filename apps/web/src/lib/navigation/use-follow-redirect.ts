import type { PageConfig } from '@airscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { buildRedirectPolicy, pageConfigQuery } from '../page-config/page-config.query.ts';
import { chooseRedirectTarget } from './redirect-allow-list.ts';

/** Goes to a `redirect` query target when the allow-list permits it, else to root. */
export function useFollowRedirect(): (redirect: string | null) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (redirect) => {
      let config: PageConfig | undefined;
      try {
        config = await queryClient.fetchQuery(pageConfigQuery);
      } catch {
        // Without the configured hosts only our own relative paths are allowed.
        config = undefined;
      }
      const target = chooseRedirectTarget(redirect, buildRedirectPolicy(config, window.location.origin));
      if (target.kind === 'external') window.location.assign(target.url);
      else await navigate(target.path, { replace: true });
    },
    [navigate, queryClient],
  );
}
