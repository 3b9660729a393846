const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /connection.*(closed|ended)/i,
];

/**
 * A failure of the connection to the database (or another server) rather than of the work itself: the server was
 * restarting, unreachable or cut the connection. SQLSTATE class 08 is "connection exception", 57P01–57P03 a server
 * shutting down or starting, 53300 too many connections. Such work is retried, never ended as failed (F2).
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(cause.message))) return true;
  }
  return false;
}
