import { describe, expect, it, vi } from 'vitest';
import { CancelledError } from '@tanstack/react-query';
import { installGlobalErrorHandler } from './global-error-handler.ts';

// A stand-in window: jsdom would rethrow a dispatched ErrorEvent into the test runner.
function eventWith(type: string, fields: Record<string, unknown>): Event {
  return Object.assign(new Event(type), fields);
}

describe('global error handler', () => {
  it('reports uncaught errors and rejections, and logs an event only when a user is present', () => {
    const target = new EventTarget() as unknown as Window;
    const report = vi.fn();
    const logEvent = vi.fn();
    let signedIn = false;
    const uninstall = installGlobalErrorHandler(target, { report, logEvent, hasUser: () => signedIn });
    const boom = new TypeError('boom');
    target.dispatchEvent(eventWith('error', { error: boom, message: 'boom' }));
    expect(report).toHaveBeenCalledWith(boom);
    expect(logEvent).not.toHaveBeenCalled();
    signedIn = true;
    target.dispatchEvent(eventWith('unhandledrejection', { reason: new RangeError('late') }));
    expect(report).toHaveBeenCalledTimes(2);
    expect(logEvent).toHaveBeenCalledWith('errorOccurred', { errorName: 'RangeError' });
    uninstall();
    target.dispatchEvent(eventWith('error', { error: boom }));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('ignores requests cancelled by navigation or a newer query', () => {
    const target = new EventTarget() as unknown as Window;
    const report = vi.fn();
    const logEvent = vi.fn();
    installGlobalErrorHandler(target, { report, logEvent, hasUser: () => true });
    target.dispatchEvent(eventWith('unhandledrejection', { reason: new DOMException('The operation was aborted.', 'AbortError') }));
    target.dispatchEvent(eventWith('unhandledrejection', { reason: new CancelledError() }));
    expect(report).not.toHaveBeenCalled();
    expect(logEvent).not.toHaveBeenCalled();
  });
});
