import { describe, expect, it } from 'vitest';
import { clientOffsetDbOf } from './client-offset.ts';

describe('the client offset of a heatmap', () => {
  it('is the dB a stock device hears below the reference, at 5 GHz', () => {
    expect(clientOffsetDbOf('Generic Laptop')).toBe(3);
    expect(clientOffsetDbOf('Generic Smartphone')).toBe(10);
  });

  it('is nothing for the reference receiver, by either name the screens give it, or an unknown device', () => {
    expect(clientOffsetDbOf('')).toBe(0);
    expect(clientOffsetDbOf('Reference')).toBe(0);
    expect(clientOffsetDbOf('Toaster')).toBe(0);
  });
});
