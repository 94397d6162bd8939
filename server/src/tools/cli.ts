import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT, type Config } from '../config';

/** What a command prints; tests collect it. */
export interface Output {
  log(line: string): void;
}

export const consoleOutput: Output = { log: (line) => console.log(line) };

/** The server's configuration, read the same way: the environment over a root .env file. */
export function commandConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const envFile = path.join(REPO_ROOT, '.env');
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  return loadConfig(env);
}

/** A refusal the operator can act on: printed alone, without a stack. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

/** Runs a command's main from the command line: its exit code, its errors on stderr. */
export function runCommand(main: (args: string[]) => Promise<void>): void {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof CommandError;
      console.error(known ? error.message : error);
      process.exit(1);
    },
  );
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
