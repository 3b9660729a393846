import { describe, expect, it } from 'vitest';
import { chooseInitialLayout } from './choose-layout.ts';

describe('main view layout', () => {
  it('combines map and list up to 200 projects and shows the list alone above', () => {
    expect(chooseInitialLayout(0)).toBe('combined');
    expect(chooseInitialLayout(200)).toBe('combined');
    expect(chooseInitialLayout(201)).toBe('list');
  });
});
