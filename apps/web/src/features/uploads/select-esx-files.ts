/** Spec §5: uploads are .esx project files; anything else is refused before a request is made. */
export function isEsxFileName(fileName: string): boolean {
  return /\.esx$/i.test(fileName.trim()) && fileName.trim().length > '.esx'.length;
}

/** Splits picked or dropped files into those we upload and those we refuse, keeping their order. */
export function selectEsxFiles<F extends { name: string }>(files: readonly F[]): { accepted: F[]; refused: F[] } {
  const accepted: F[] = [];
  const refused: F[] = [];
  for (const file of files) (isEsxFileName(file.name) ? accepted : refused).push(file);
  return { accepted, refused };
}
