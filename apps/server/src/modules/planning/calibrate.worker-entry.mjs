// The calibration worker's entry: a worker thread does not inherit the main thread's TypeScript loader (Node 20), so
// it registers tsx (as `npm run serve` does with `--import tsx`) before loading the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./calibrate.worker.ts');
