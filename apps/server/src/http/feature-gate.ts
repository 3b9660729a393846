import type { FastifyRequest } from 'fastify';
import { featureFlagOfEndpoint, isFeatureOn, type EndpointDef, type FeatureFlagName } from '@airscope/contracts';
import { forbidden, notFound, type HttpError } from './http-error.ts';

/** Decides whether a switched-off feature refuses a request; null lets it through. */
export type FeatureGate = (endpoint: EndpointDef, request: FastifyRequest) => HttpError | null;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** A 6 GHz band asked for in an insights query, a heatmap's options or an inspect request's options. */
function asksForSixGhz(request: FastifyRequest): boolean {
  if (field(request.query, 'frequencyBand') === 'SIX') return true;
  const body = request.body;
  return field(body, 'radio-band') === '6' || field(field(body, 'options'), 'radio-band') === '6';
}

/**
 * The API side of the feature flags: a feature switched off as a whole answers 404 (as if absent);
 * a 6 GHz band answers 404 like an unknown band; changing the password-policy setting answers 403.
 */
export function createFeatureGate(flags: Readonly<Record<string, string>>): FeatureGate {
  const isOn = (name: FeatureFlagName) => isFeatureOn(flags[name]);
  return (endpoint, request) => {
    const flag = featureFlagOfEndpoint(endpoint.id);
    if (flag && !isOn(flag)) return notFound();
    if (!isOn('sixGhz') && asksForSixGhz(request)) return notFound();
    if (!isOn('passwordPolicy') && endpoint.id === 'updateOrgPreferences' && field(request.body, 'passwordPolicyEnabled') !== undefined) {
      return forbidden();
    }
    return null;
  };
}
