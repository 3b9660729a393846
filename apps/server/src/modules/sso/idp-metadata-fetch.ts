import { MAX_IDP_METADATA_CHARS } from '@airscope/contracts';
import {
  OutboundFailed,
  OutboundRefused,
  outboundFetch,
  STRICT_ADDRESS_POLICY,
  type OutboundAddressPolicy,
  type OutboundLog,
  type Resolver,
} from '../../http/outbound/index.ts';
import { IdpMetadataError } from './idp-metadata.ts';

/**
 * Reads IdP metadata from the URL an org admin gives, through the server's one outbound fetch (docs/security.md
 * I2 and A7): the same address policy as controller connections — https, every address of every hop public
 * unless the operator's CONTROLLER_ALLOWED_HOSTS / CONTROLLER_ALLOW_PRIVATE_NETWORKS allow it — so an internal IdP
 * needs the same setting an internal controller does. What the admin reads names no address and no errno.
 */

export interface IdpMetadataFetchOptions {
  policy?: OutboundAddressPolicy;
  timeoutMs?: number;
  resolver?: Resolver;
  log?: OutboundLog;
}

const ACCEPT = 'application/samlmetadata+xml, application/xml, text/xml';

function wordsFor(error: unknown): IdpMetadataError {
  if (error instanceof OutboundRefused) {
    const redirect = error.hop > 0 ? 'redirects to' : 'points to';
    return new IdpMetadataError(
      error.refusal.reason === 'scheme'
        ? error.hop > 0
          ? 'The metadata URL redirects to an address that does not use https.'
          : 'The metadata URL must use https.'
        : `The metadata URL ${redirect} a private or local address.`,
    );
  }
  if (error instanceof OutboundFailed) {
    if (error.reason === 'timeout') return new IdpMetadataError('The metadata URL did not answer in time.');
    if (error.reason === 'too-many-redirects' || error.reason === 'bad-redirect') {
      return new IdpMetadataError('The metadata URL redirects too often or to an unreadable address.');
    }
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new IdpMetadataError('The metadata URL did not answer in time.');
  return new IdpMetadataError('The metadata URL could not be read.');
}

/** The body as text, stopped as soon as it passes the metadata size limit. */
async function readLimited(body: AsyncIterable<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length > MAX_IDP_METADATA_CHARS) throw new IdpMetadataError('The metadata is too large.');
  }
  return text + decoder.decode();
}

/** Reads IdP metadata from a URL the address policy allows: redirects judged hop by hop, 10 s, at most the size limit. */
export async function fetchIdpMetadata(url: string, options: IdpMetadataFetchOptions = {}): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new IdpMetadataError('The metadata URL is not a web address.');
  }
  const policy = options.policy ?? STRICT_ADDRESS_POLICY;
  try {
    const { response } = await outboundFetch(parsed, {
      policy,
      headers: { accept: ACCEPT },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      ...(options.resolver ? { resolver: options.resolver } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new IdpMetadataError(`The metadata URL answered HTTP ${response.status}.`);
    }
    return await readLimited(response.body);
  } catch (error) {
    if (error instanceof IdpMetadataError) throw error;
    options.log?.debug({ event: 'sso.metadata-fetch-failed', detail: String((error as Error)?.message ?? error) }, 'metadata URL not read');
    throw wordsFor(error);
  }
}
