import { projectEndpoints } from '@airscope/contracts';
import { fetchFile } from '../../../lib/api/fetch-file.ts';

/** docs/product.md §7: the archive goes as base64 text; the answer is the .esx made from it. */
export async function convertDnacArchive(file: Blob): Promise<Blob> {
  const base64ZipFile = await readAsBase64(file);
  const { blob } = await fetchFile(projectEndpoints.convertCiscoDnacArchive, { body: { base64ZipFile } });
  return blob;
}

/** The file's bytes as base64, read by the browser (a data URL without its "data:…;base64," head). */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
