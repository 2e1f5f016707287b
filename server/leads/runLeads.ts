import { backupCommand } from './backupCommand';
import type { LeadsContext } from './commandLine';
import { USAGE, UsageError } from './commandLine';
import { exportCommand, exportSignups } from './exportCommands';
import { listCommand, listSignups } from './listCommands';
import { forgetCommand, purgeCommand } from './removalCommands';
import { retryCommand } from './retryCommand';

export type { LeadsContext } from './commandLine';

function signupsCommand(args: string[], context: LeadsContext): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'list') return listSignups(rest, context);
  if (action === 'export') return exportSignups(rest, context);
  throw new UsageError(
    action === undefined
      ? 'signups needs list or export.'
      : `signups takes list or export, not "${action}".`,
  );
}

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
