/** Sections of the agreement, in reading order; their text lives under `eula.sections`. */
export const EULA_SECTIONS = ['scope', 'licence', 'data', 'privacy', 'conduct', 'liability'] as const;
