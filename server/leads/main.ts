import type { CliSettings } from '../config/serverConfig';
import { loadCliSettings } from '../config/serverConfig';
import type { FormsStore } from '../store/formsStore';
import type { DbAccess } from './leadsContext';
import { LeadsDatabaseError, openLeadsStore } from './openLeadsStore';
import { runLeads } from './runLeads';

// `npm run leads` runs in the package folder; npm records where staff actually typed it.
const cwd = process.env.INIT_CWD ?? process.cwd();

function cliSettings(): CliSettings | null {
  try {
    return loadCliSettings();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return null;
  }
}

async function main(): Promise<number> {
  const settings = cliSettings();
  if (settings === null) return 1;
  let opened: Promise<FormsStore> | undefined;
  try {
    return await runLeads(process.argv.slice(2), {
      store: (access: DbAccess) => (opened ??= openLeadsStore(settings, access)),
      out: process.stdout,
      err: process.stderr,
      now: new Date(),
      cwd,
      settings,
    });
  } catch (error) {
    if (!(error instanceof LeadsDatabaseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await opened?.then((store) => store.close()).catch(() => undefined);
  }
}

main().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
