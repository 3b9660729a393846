import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Airscope's look: one teal-cyan accent, system fonts, rounded cards. Light by default (docs/product.md §9). */
export const airscopeTheme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 keeps white text on filled buttons and links on white above WCAG AA (4.5:1).
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/**
 * Dimmed text one step darker (lighter in dark mode) than Mantine's, and field errors in red 9 rather than red 6 on
 * light backgrounds (Mantine's 3.6:1 fails the 4.5:1 a refused value's reason and its red text need), to meet WCAG AA.
 */
export const airscopeCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
