import { HttpError } from '../../http/http-error.ts';
import { ControllerError } from './vendors/controller-client.ts';

const STATUS: Record<ControllerError['code'], number> = {
  KEY_REFUSED: 502,
  TIMEOUT: 504,
  UNREACHABLE: 502,
  RATE_LIMITED: 502,
  BAD_RESPONSE: 502,
  NOT_FOUND: 404,
  // The address is the caller's input, refused by the server's own policy (docs/security.md I2).
  ADDRESS_REFUSED: 400,
};

/** Runs a controller call; its failure reaches the user in the vendor client's own words. */
export async function fromController<T>(work: () => Promise<T>, refusedStatus = STATUS.KEY_REFUSED): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ControllerError) {
      const status = error.code === 'KEY_REFUSED' ? refusedStatus : STATUS[error.code];
      throw new HttpError(status, error.message, `CONTROLLER_${error.code}`);
    }
    throw error;
  }
}

/** The words a failed run records: a controller's message as it is, anything else as a generic failure. */
export function runErrorText(error: unknown): string {
  if (error instanceof ControllerError || error instanceof HttpError) return error.message;
  return 'The sync failed on the server; it is tried again at the next run.';
}
