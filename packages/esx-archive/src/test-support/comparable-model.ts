import { createHash } from 'node:crypto';
import type { EsxProject } from '@airscope/esx';

/**
 * The model with file bytes replaced by their SHA-256 (deep equality on megabyte Buffers is slow in vitest), without
 * `requiredFiles`: an instruction to the writer, which a model read back from its file does not carry.
 */
export function comparableModel(project: EsxProject): unknown {
  const hash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
  const { requiredFiles: _written, ...content } = project;
  return {
    ...content,
    imageFiles: project.imageFiles.map((file) => ({ ...file, bytes: hash(file.bytes) })),
    trackFiles: project.trackFiles.map((file) => ({ ...file, bytes: hash(file.bytes) })),
    otherFiles: project.otherFiles.map((file) => ({ ...file, bytes: hash(file.bytes) })),
  };
}
