import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEntryNameProblem } from './check-entry-name.ts';

const problemOf = (name: string): string | undefined => findEntryNameProblem(name, Buffer.from(name, 'utf8'), 255);

describe('checking entry names', () => {
  it('accepts the names Ekahau writes', () => {
    for (const name of [
      'version',
      'project.json',
      'survey-2b6f.json',
      'image-81cba13d-1fd9-47cd-895d-d7b67447c54e',
      'track-a1.bin',
      'notes/a.txt',
    ]) {
      expect(problemOf(name), name).toBeUndefined();
    }
  });

  it.each(['', '../x', '/abs', '..\\x', 'C:\\x', 'c:x', 'a/../../x', 'a//b', './a', 'a\u0000b', 'a\nb', 'x'.repeat(256)])(
    'refuses %j',
    (name) => {
      expect(problemOf(name)).toBeDefined();
    },
  );

  it('checks the raw bytes too: a NUL hidden by the decoder is still refused', () => {
    expect(findEntryNameProblem('ab', Buffer.from([0x61, 0x00, 0x62]), 255)).toMatch(/NUL/);
  });

  it('refuses any name with a ".." segment wherever it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9._-]{1,8}$/).filter((part) => part !== '..' && part !== '.');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.array(segment, { maxLength: 4 }), (before, after) => {
        expect(problemOf([...before, '..', ...after].join('/'))).toBeDefined();
      }),
    );
  });

  it('accepts any relative name made of plain segments', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,15}$/).filter((part) => part !== '..' && part !== '.');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (parts) => {
        expect(problemOf(parts.join('/'))).toBeUndefined();
      }),
    );
  });
});
