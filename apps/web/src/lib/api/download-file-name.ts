// Names that would be unsafe or confusing on disk lose these characters.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/g;

function cleanFileName(name: string): string {
  return name.replace(UNSAFE, '_').trim();
}

function decodeExtended(value: string): string | null {
  const match = /^([\w-]+)'[^']*'(.+)$/.exec(value.trim());
  if (!match?.[2] || match[1]?.toLowerCase() !== 'utf-8') return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

/** The file name a download is saved under (unsafe characters replaced): `filename*` (RFC 6266), else `filename`, else the fallback. */
export function readDownloadFileName(contentDisposition: string | null, fallback: string): string {
  const header = contentDisposition ?? '';
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1];
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const candidates = [extended ? decodeExtended(extended) : null, plain ? (plain[2] ?? plain[1] ?? '').trim() : null, fallback];
  for (const candidate of candidates) {
    const cleaned = candidate ? cleanFileName(candidate) : '';
    if (cleaned) return cleaned;
  }
  return 'project.esx';
}
