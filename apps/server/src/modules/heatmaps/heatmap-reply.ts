import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEATMAP_COMPACT_TYPE } from '@airscope/contracts';
import type { HeatmapAnswer, HeatmapForm } from './heatmap-answer.ts';

/** Below this size compressing costs more than it saves (the empty heatmap). */
const COMPRESS_FROM_BYTES = 1024;

/** The compact form when the Accept header names it, else JSON (docs/product.md §7). */
export function heatmapFormOf(request: FastifyRequest): HeatmapForm {
  const accepted = String(request.headers.accept ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase());
  return accepted.includes(HEATMAP_COMPACT_TYPE) ? 'compact' : 'json';
}

/**
 * Sends a heatmap answer in the asked form, gzip when the client accepts it, with the heatmap's server-side time
 * (from the handler's start, after sign-in and validation, to the bytes ready) in `Server-Timing` as `heatmap;dur=`
 * milliseconds and in the log as `heatmapMs`, of which `heatmapAuthMs` went to the access checks (database reads) before
 * the answer was looked up or computed; the request log's `responseTime` holds the whole request.
 */
export async function sendHeatmap(
  request: FastifyRequest,
  reply: FastifyReply,
  { answer, cached, startedAt, authorisedAt }: { answer: HeatmapAnswer; cached: boolean; startedAt: number; authorisedAt: number },
) {
  const form = heatmapFormOf(request);
  const plain = answer.bytes(form);
  const zip = plain.length >= COMPRESS_FROM_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = zip ? await answer.gzipped(form) : plain;
  const toMs = (ms: number) => Math.round(ms * 100) / 100;
  const heatmapMs = toMs(performance.now() - startedAt);
  const heatmapAuthMs = toMs(authorisedAt - startedAt);
  request.log.info({ heatmapMs, heatmapAuthMs, heatmapCached: cached, heatmapForm: form, bytes: body.length }, 'heatmap answered');
  reply
    .type(form === 'compact' ? HEATMAP_COMPACT_TYPE : 'application/json; charset=utf-8')
    .header('vary', 'accept, accept-encoding')
    .header('server-timing', `heatmap;dur=${heatmapMs};desc="${cached ? 'cached' : 'computed'}"`);
  if (zip) reply.header('content-encoding', 'gzip');
  return reply.send(body);
}
