import { getPageConfig, isFeatureOn, type FeatureFlagName, type PageConfig } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint.ts';
import { hostOfUrl, type RedirectPolicy } from '../navigation/redirect-allow-list.ts';

export const pageConfigQuery = queryOptions({
  queryKey: ['page-config'],
  queryFn: async (): Promise<PageConfig> => {
    const config = await callEndpoint(getPageConfig);
    if (!config) throw new Error('Page configuration is empty');
    return config;
  },
});

export function usePageConfig() {
  return useQuery(pageConfigQuery);
}

/** The post-login redirect policy: configured hosts plus the planner and optimizer hosts (docs/product.md §5). */
export function buildRedirectPolicy(config: PageConfig | undefined, ownOrigin: string): RedirectPolicy {
  const extraHosts = config ? [hostOfUrl(config.plannerBaseUrl), hostOfUrl(config.optimizerBaseUrl)] : [];
  const allowedHosts = [...(config?.allowedRedirectHosts ?? []), ...extraHosts.filter((host) => host !== null)];
  return { allowedHosts, ownOrigin };
}

/** Whether a feature flag of the page configuration is on; off until the configuration has arrived. */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return isFeatureOn(usePageConfig().data?.featureFlags[name]);
}
