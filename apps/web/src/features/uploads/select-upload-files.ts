/** What the server imports: an Ekahau project archive, or measured survey rows in the documented CSV layout. */
export type UploadFileExtension = 'esx' | 'csv';

/** What the dialog accepts: the two upload types, and Cisco map archives that are converted to .esx first. */
export type UploadFileKind = UploadFileExtension | 'dnac';

/** The extension an upload is sent as, or null when the file is neither an .esx project nor a survey .csv. */
export function readUploadFileExtension(fileName: string): UploadFileExtension | null {
  const match = /^.+\.(esx|csv)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as UploadFileExtension) : null;
}

/** As readUploadFileExtension, plus `dnac` for a Cisco DNA Center / Prime map archive (docs/dnac-map-archive.md). */
export function readUploadFileKind(fileName: string): UploadFileKind | null {
  return readUploadFileExtension(fileName) ?? (/^.+\.(tar\.gz|tgz|zip)$/i.test(fileName.trim()) ? 'dnac' : null);
}

/** The name the converted archive is uploaded under: the archive's, with .esx for its archive extension. */
export function convertedFileName(fileName: string): string {
  return `${fileName.trim().replace(/\.(tar\.gz|tgz|zip)$/i, '')}.esx`;
}

/** Splits picked or dropped files into those we upload and those we refuse, keeping their order. */
export function selectUploadFiles<F extends { name: string }>(files: readonly F[]): { accepted: F[]; refused: F[] } {
  const accepted: F[] = [];
  const refused: F[] = [];
  for (const file of files) (readUploadFileKind(file.name) ? accepted : refused).push(file);
  return { accepted, refused };
}
