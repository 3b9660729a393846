#!/usr/bin/env node
// Runs the TypeScript sources through tsx, resolved from this package, so the command works from any folder.
import { register } from 'tsx/esm/api';

register();
const { runAgent } = await import('../src/main.ts');
process.exitCode = await runAgent(process.argv.slice(2));
