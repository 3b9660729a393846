import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** What `activate` stores: the server and the device token acting for the user who approved it. */
const AgentConfigSchema = z.object({
  server: z.string().url(),
  token: z.string().min(1),
  deviceName: z.string(),
  activatedAt: z.string(),
  /** When the server stops accepting the token; absent in files written before tokens had an end. */
  expiresAt: z.string().optional(),
});
export type AgentConfig = z.infer<typeof AgentConfigSchema>;

/** `--config`, else $AIRSCOPE_AGENT_CONFIG, else the XDG config folder. */
export function configPath(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (explicit) return path.resolve(explicit);
  if (env.AIRSCOPE_AGENT_CONFIG) return path.resolve(env.AIRSCOPE_AGENT_CONFIG);
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'airscope', 'agent.json');
}

export async function readConfig(file: string): Promise<AgentConfig> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new Error(`No activation found at ${file}. Run "airscope-agent activate --server URL" first.`);
  }
  return AgentConfigSchema.parse(JSON.parse(text));
}

/** The token is a credential: the file is readable by its owner only. */
export async function writeConfig(file: string, config: AgentConfig): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await fs.chmod(file, 0o600);
}
