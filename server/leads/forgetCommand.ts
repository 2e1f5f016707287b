import { addressKey } from '../store/formsQueries';
import type { RemovalCounts } from '../store/formsStore';
import { parseCommand } from './commandOptions';
import type { LeadsContext } from './leadsContext';
import { storeFor } from './leadsContext';
import { plural } from './leadsExport';
import { UsageError } from './usage';

// Looser than the forms' rules on purpose: an address stored under older rules must still be
// found. One @, something either side, no spaces.
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** "2 contact requests, 1 newsletter sign-up and 3 delivery jobs" */
export const removalSummary = ({ contactRequests, signups, jobs }: RemovalCounts): string =>
  `${plural(contactRequests, 'contact request')}, ${plural(signups, 'newsletter sign-up')} ` +
  `and ${plural(jobs, 'delivery job')}`;

export const removedNothing = ({ contactRequests, signups, jobs }: RemovalCounts): boolean =>
  contactRequests + signups + jobs === 0;

function readAddress(positionals: string[]): string {
  if (positionals.length !== 1) {
    throw new UsageError('forget needs exactly one e-mail address, such as jo@example.com.');
  }
  const address = addressKey(positionals[0] ?? '');
  if (!ADDRESS.test(address)) {
    throw new UsageError(`"${positionals[0]}" is not an e-mail address such as jo@example.com.`);
  }
  return address;
}

export async function forgetCommand(args: string[], context: LeadsContext): Promise<number> {
  const { positionals } = parseCommand(args, {});
  const address = readAddress(positionals);
  const store = await storeFor(context, 'write');
  const removed = await store.staff.forget(address);
  context.out.write(
    removedNothing(removed)
      ? `Nothing is stored for ${address}; nothing was removed.\n`
      : `Removed ${removalSummary(removed)} for ${address}.\n`,
  );
  return 0;
}
