/**
 * The floor-plan files the editor can read: PNG and JPEG go to the plan-image upload as they are (the server takes
 * exactly those two), a PDF page is drawn to PNG in the browser first. Nothing else (DXF included) has a reader.
 */
const PLAN_FILE_TYPES = [
  { kind: 'image', mime: 'image/png', extensions: ['.png'] },
  { kind: 'image', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { kind: 'pdf', mime: 'application/pdf', extensions: ['.pdf'] },
] as const;

/** The picker's accept list: the media types and, for systems that type files by name only, the extensions. */
export const PLAN_FILE_ACCEPT = PLAN_FILE_TYPES.flatMap((type) => [type.mime, ...type.extensions]).join(',');

/** How the editor reads a chosen file (by media type, else by extension), or null when it cannot. */
export function planFileKind(file: Pick<File, 'name' | 'type'>): 'image' | 'pdf' | null {
  const name = file.name.toLowerCase();
  const found =
    PLAN_FILE_TYPES.find((type) => file.type === type.mime) ??
    (file.type === '' ? PLAN_FILE_TYPES.find((type) => type.extensions.some((extension) => name.endsWith(extension))) : undefined);
  return found?.kind ?? null;
}
