import { ERROR_TEXT } from '@airscope/contracts';
import { HttpError } from './http-error.ts';

/** Deeper JSON than this is no request of ours (docs/security.md F5), and deeper still would exhaust the validator's stack. */
export const MAX_INPUT_DEPTH = 64;

export const INPUT_GUARD_TEXT = {
  nul: 'Text must not contain NUL characters.',
  tooDeep: `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
  prototypeKey: 'A key named __proto__, or constructor holding a prototype, is not allowed.',
} as const;

const invalid = (message: string) => new HttpError(400, `${ERROR_TEXT.validationFailed}: ${message}`, 'VALIDATION');

function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  // Plain objects, null-prototype ones, and the query and form parser's own null-prototype class (fast-querystring's
  // objects inherit from an empty object that has no prototype): all of them carry what the client sent.
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** The keys that reach an object's prototype when merged or assigned: no request of ours names them. */
function isPrototypeKey(key: string, item: unknown): boolean {
  if (key === '__proto__') return true;
  return key === 'constructor' && isWalkable(item) && !Array.isArray(item) && Object.hasOwn(item, 'prototype');
}

/**
 * Refuses, before any schema runs, what no schema should have to think about: a NUL character in
 * any text (PostgreSQL cannot store one), a key that would reach a prototype (in a JSON body, a form or a
 * query alike), and nesting past MAX_INPUT_DEPTH. Iterative, so a hostile
 * depth cannot overflow the stack here either. Raw bodies (files, images) are not walked.
 */
export function assertSafeInput(value: unknown): void {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) throw invalid(INPUT_GUARD_TEXT.nul);
      continue;
    }
    if (!isWalkable(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw invalid(INPUT_GUARD_TEXT.tooDeep);
    const entries = Array.isArray(current) ? current.map((item) => ['', item] as const) : Object.entries(current);
    for (const [key, item] of entries) {
      if (key.includes('\u0000')) throw invalid(INPUT_GUARD_TEXT.nul);
      if (isPrototypeKey(key, item)) throw invalid(INPUT_GUARD_TEXT.prototypeKey);
      stack.push({ value: item, depth: depth + 1 });
    }
  }
}
