import type { BlogApiState } from '../blog/observedPostsApi';
import type { Logger } from '../logging/logger';
import type { FormsStore } from '../store/formsStore';
import { schemaProblem } from '../store/formsStore';

export interface ReadinessSources {
  store?: FormsStore;
  build?: () => unknown;
  /** The blog API's latest answers: reported, never a reason to be unready. */
  blogApi?: () => BlogApiState;
  timeoutMs?: number;
  /** Told when the status changes, with the reasons (the answer itself stays terse). */
  log?: Logger;
  now?: () => number;
}

type CheckResult = string;

export interface ReadinessReport {
  status: 'ready' | 'not ready' | 'draining';
  checks: { database: CheckResult; migrations: CheckResult; build: CheckResult };
  blogApi: BlogApiState | 'not used';
}

export interface Readiness {
  startDraining(): void;
  readonly draining: boolean;
  check(): Promise<ReadinessReport>;
}

interface Check {
  result: CheckResult;
  reason?: string;
}

const OK: Check = { result: 'ok' };
const NOT_USED: Check = { result: 'not used' };
const DEFAULT_TIMEOUT_MS = 2_000;
/** /readyz is public: however often it is asked, the database is asked at most once a second. */
const DATABASE_CHECK_REUSE_MS = 1_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function readiness({
  store,
  build,
  blogApi,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  log,
  now = Date.now,
}: ReadinessSources): Readiness {
  let draining = false;
  let lastDatabaseCheck: { at: number; checks: ReturnType<typeof databaseChecks> } | null = null;
  let lastStatus: ReadinessReport['status'] | null = null;

  const databaseChecks = async (): Promise<{ database: Check; migrations: Check }> => {
    if (!store) return { database: NOT_USED, migrations: NOT_USED };
    try {
      const state = await withTimeout(store.schemaState(), timeoutMs);
      const problem = schemaProblem(state, store.location);
      return {
        database: OK,
        migrations: problem === null ? OK : { result: `schema ${state.version}`, reason: problem },
      };
    } catch (error) {
      return {
        database: { result: 'not answering', reason: `database: ${messageOf(error)}` },
        migrations: { result: 'unknown' },
      };
    }
  };

  // Shared while it runs and for a second after: concurrent and repeated probes make one query.
  const recentDatabaseChecks = () => {
    const at = now();
    if (lastDatabaseCheck === null || at - lastDatabaseCheck.at >= DATABASE_CHECK_REUSE_MS) {
      lastDatabaseCheck = { at, checks: databaseChecks() };
    }
    return lastDatabaseCheck.checks;
  };

  const buildCheck = (): Check => {
    if (!build) return NOT_USED;
    try {
      build();
      return OK;
    } catch (error) {
      return { result: 'not loaded (npm run build)', reason: `build: ${messageOf(error)}` };
    }
  };

  const tell = (status: ReadinessReport['status'], checks: Check[]) => {
    if (status === lastStatus) return;
    lastStatus = status;
    const reasons = checks.flatMap((check) => (check.reason ? [check.reason] : []));
    const line = `Readiness: ${status}${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`;
    if (status === 'not ready') log?.warn(line);
    else log?.info(line);
  };

  return {
    startDraining: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async check() {
      const { database, migrations } = await recentDatabaseChecks();
      const built = buildCheck();
      const all = [database, migrations, built];
      const ready = all.every((check) => check === OK || check === NOT_USED);
      const status = draining ? 'draining' : ready ? 'ready' : 'not ready';
      tell(status, all);
      return {
        status,
        checks: { database: database.result, migrations: migrations.result, build: built.result },
        blogApi: blogApi ? blogApi() : 'not used',
      };
    },
  };
}
