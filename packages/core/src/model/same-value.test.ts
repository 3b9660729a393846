import { describe, expect, it } from 'vitest';
import { isSameValue } from './same-value.ts';

describe('deep equality of message data', () => {
  it('holds for equal copies and fails on any difference, however deep', () => {
    const radio = { id: 'a', position: { x: 1, y: 2 }, standards: ['AC', 'AX'], isMine: true, gain: Number.NaN };
    expect(isSameValue(radio, { ...radio, position: { ...radio.position }, standards: [...radio.standards] })).toBe(true);
    expect(isSameValue(radio, { ...radio, position: { x: 1, y: 2.0000001 } })).toBe(false);
    expect(isSameValue(radio, { ...radio, standards: ['AC'] })).toBe(false);
    expect(isSameValue(radio, { ...radio, standards: ['AC', 'AX', 'BE'] })).toBe(false);
    expect(isSameValue(radio, { ...radio, isMine: undefined })).toBe(false);
    const { isMine: _isMine, ...withoutIsMine } = radio;
    expect(isSameValue(radio, withoutIsMine)).toBe(false);
    expect(isSameValue(withoutIsMine, radio)).toBe(false);
    expect(isSameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(isSameValue(null, {})).toBe(false);
  });
});
