import { Transform, type Readable } from 'node:stream';

/** What the client is told when its body stalled; the connection is closed after it. */
export const BODY_TOO_SLOW_TEXT = 'The upload stalled and was stopped. Please try again.';

export class BodyTooSlowError extends Error {
  constructor() {
    super(BODY_TOO_SLOW_TEXT);
    this.name = 'BodyTooSlowError';
  }
}

export interface BodyRateLimit {
  /** Fewer bytes than this within one window ends the body. */
  minBytes: number;
  windowMs: number;
}

/**
 * Passes a request body through, ending it with BodyTooSlowError when a whole window brings fewer than
 * `minBytes`. A client trickling one byte a second would otherwise hold a connection and a claimed upload
 * link for as long as it likes (docs/security.md, F10), since no request timeout can fit a 1 GB upload too.
 */
export function guardBodyRate(body: Readable, limit: BodyRateLimit): Readable {
  let received = 0;
  let atWindowStart = 0;
  const guarded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(null, chunk);
    },
  });
  // A watchdog of this one request, re-armed each window (a per-connection deadline, not a schedule for pg-boss).
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const checkWindow = () => {
    if (received - atWindowStart < limit.minBytes) {
      // The body is only let go, not destroyed: the socket must live to carry the 408 (and is closed after it).
      body.unpipe(guarded);
      guarded.destroy(new BodyTooSlowError());
      return;
    }
    atWindowStart = received;
    armWindow();
  };
  const armWindow = () => {
    if (stopped) return;
    timer = setTimeout(checkWindow, limit.windowMs);
    timer.unref();
  };
  armWindow();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  guarded.once('end', stop);
  guarded.once('close', stop);
  body.once('error', (error) => guarded.destroy(error));
  body.pipe(guarded);
  return guarded;
}
