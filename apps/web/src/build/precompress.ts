import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Text formats that shrink; images, fonts in woff2 and the like are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|xml|ttf|otf)$/;
// Below this a compressed copy saves less than the header and a second file costs.
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` beside each compressible file of `dir` (recursively) that they make smaller. */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(file) || SOURCE_MAP_OR_TWIN.test(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    // Built once per release and served many times: the slowest, smallest settings pay for themselves.
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytes += content.length;
    brotliBytes += Math.min(brotli.length, content.length);
  }
  return { files, bytes, brotliBytes };
}

// Source maps are never sent to browsers, so compressing them is wasted build time.
const SOURCE_MAP_OR_TWIN = /\.(map|br|gz)$/;

/** The Vite plugin: precompresses the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'airscope-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const { files, bytes, brotliBytes } = precompressDirectory(outDir);
      this.info?.(`precompressed ${files} files: ${Math.round(bytes / 1024)} kB → ${Math.round(brotliBytes / 1024)} kB brotli`);
    },
  };
}
