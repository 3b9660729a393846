import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** A form is a handful of fields (sign-in, device flow); the SAML post raises its own route's limit. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export const BODY_TEXT = {
  notUtf8: 'The request body is not valid UTF-8.',
  notJson: 'The request body is not valid JSON.',
  empty: 'The request body is empty.',
} as const;

/** What a body parser refuses is the client's error in the product's shape (400), never a framework error text. */
const malformed = (message: string) => new HttpError(400, message, 'MALFORMED_BODY');

/** `+` is a space in a form; a `%` escape of bytes that are not UTF-8 makes `decodeURIComponent` throw. */
function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw malformed(BODY_TEXT.notUtf8);
  }
}

/**
 * `application/x-www-form-urlencoded` into an object without a prototype (so `__proto__=…` is a plain field the
 * input guard refuses, not a prototype); a repeated name becomes a list, which every form schema refuses.
 */
function parseForm(text: string): Record<string, string | string[]> {
  const fields = Object.create(null) as Record<string, string | string[]>;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decodeFormComponent(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? '' : decodeFormComponent(pair.slice(at + 1));
    const prior = fields[name];
    if (prior === undefined) fields[name] = value;
    else if (Array.isArray(prior)) prior.push(value);
    else fields[name] = [prior, value];
  }
  return fields;
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) throw malformed(BODY_TEXT.empty);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw malformed(BODY_TEXT.notJson);
  }
}

/**
 * The two structured encodings the contract's endpoints declare (`bodyType`); raw bodies get theirs from the
 * binder. Bytes that are not UTF-8 are refused rather than read as U+FFFD. `__proto__` and `constructor.prototype`
 * keys are left as plain keys here and refused by the input guard, with the same text for every encoding.
 */
export function installBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(malformed(BODY_TEXT.notUtf8));
    try {
      done(null, parseJson(body));
    } catch (error) {
      done(error as Error);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body: Buffer, done) => {
      if (!isUtf8(body)) return done(malformed(BODY_TEXT.notUtf8));
      try {
        done(null, parseForm(body.toString('utf8')));
      } catch (error) {
        done(error as Error);
      }
    },
  );
}
