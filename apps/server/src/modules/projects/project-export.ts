/** A file name safe for Content-Disposition: no quotes, separators or control characters. */
export function safeDownloadName(name: string, extension: string): string {
  const cleaned =
    name
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'project';
  return `${cleaned}.${extension}`;
}
