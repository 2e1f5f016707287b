import { backupCommand } from './backupCommand';
import { exportCommand } from './exportCommand';
import { forgetCommand } from './forgetCommand';
import type { LeadsContext } from './leadsContext';
import { listCommand } from './listCommand';
import { purgeCommand } from './purgeCommand';
import { retryCommand } from './retryCommand';
import { signupsCommand } from './signupsCommand';
import { USAGE, UsageError } from './usage';

export type { LeadsContext } from './leadsContext';

const COMMANDS: Record<string, (args: string[], context: LeadsContext) => Promise<number>> = {
  list: listCommand,
  export: exportCommand,
  retry: retryCommand,
  signups: signupsCommand,
  backup: backupCommand,
  forget: forgetCommand,
  purge: purgeCommand,
};

const HELP = new Set(['help', '--help', '-h']);

export async function runLeads(argv: readonly string[], context: LeadsContext): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || HELP.has(command)) {
    context.out.write(USAGE);
    return 0;
  }
  const run = COMMANDS[command];
  try {
    if (run === undefined) throw new UsageError(`Unknown command "${command}".`);
    return await run(args, context);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    context.err.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
}
