/**
 * How the server process is started (`npm run serve`, the browser tests' server, the upload bench):
 * - `--max-semi-space-size=4` (MB): V8's young generation defaults to 16 MB semi-spaces, which an import
 *   of a 100 MB project fills and keeps committed; 4 MB costs no measurable CPU on the import and saves
 *   about 40 MB of peak RSS.
 * - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates (V8's compiler and GC helpers, the
 *   libuv pool inflating zip entries) its own arena, and freed memory stays in them; two arenas save
 *   about 40 MB more on the same import. Measured by `npm run bench -- upload-pipeline`
 *   (docs/decisions/0005-server-process-tuning.md).
 * package.json's `serve` script repeats these (a test keeps them equal).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };
