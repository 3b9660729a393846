import type { en } from './en.ts';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every language must fill: the keys of English, each with some text. */
export type Messages = DeepStrings<typeof en>;
