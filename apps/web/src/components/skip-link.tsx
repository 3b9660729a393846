import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the header to the main landmark. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {label}
    </a>
  );
}
