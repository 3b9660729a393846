import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { selectTabTitleKind } from './tab-title.ts';

describe('selectTabTitleKind (docs/product.md §2)', () => {
  it.each([
    '/',
    '/manage',
    '/manage/projects',
    '/manager',
    '/login',
    '/otp-login',
    '/password',
    '/forgot-password',
    '/register',
    '/x/login',
  ])('gives the cloud title for %s', (path) => expect(selectTabTitleKind(path)).toBe('cloud'));

  it.each([
    '/insights',
    '/projects/1',
    '/home/manage',
    '/eula-consent',
    '/demo',
    '/security-preference',
    '/nope',
    '/login/x',
    '/passwords',
  ])('gives the insights title for %s', (path) => expect(selectTabTitleKind(path)).toBe('insights'));

  it('names the products in the tab', () => {
    const { t } = createI18n('en');
    expect(t(`brand.${selectTabTitleKind('/')}`)).toBe('Airscope Cloud');
    expect(t(`brand.${selectTabTitleKind('/insights')}`)).toBe('Airscope Insights');
  });
});
