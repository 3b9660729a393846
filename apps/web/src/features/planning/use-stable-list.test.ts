import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableList } from './use-stable-list.ts';

describe('useStableList', () => {
  it('keeps the earlier list while a rebuilt one holds the same objects, and takes a changed one', () => {
    const a = { id: 'a' },
      b = { id: 'b' };
    const first = [a, b];
    const { result, rerender } = renderHook(({ list }: { list: readonly object[] | undefined }) => useStableList(list), {
      initialProps: { list: first as readonly object[] | undefined },
    });
    rerender({ list: [a, b] });
    expect(result.current).toBe(first);
    const changed = [a, { id: 'b' }];
    rerender({ list: changed });
    expect(result.current).toBe(changed);
    rerender({ list: undefined });
    expect(result.current).toBeUndefined();
  });
});
