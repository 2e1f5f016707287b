import { CONTACT_REFERENCE_PATTERN, SIGNUP_REFERENCE_PATTERN } from '../store/formsStore';
import type { LeadsContext } from './commandLine';
import { oneLine, parseCommand, storeFor, UsageError } from './commandLine';

/** References are read out over the phone and typed in any case; they are stored upper-case. */
function readReference(positionals: string[]): string {
  if (positionals.length !== 1) {
    throw new UsageError('retry needs exactly one reference, such as HL-7K3M9QXP.');
  }
  const reference = (positionals[0] ?? '').trim().toUpperCase();
  if (!CONTACT_REFERENCE_PATTERN.test(reference) && !SIGNUP_REFERENCE_PATTERN.test(reference)) {
    throw new UsageError(
      `"${positionals[0]}" is not a reference: HL- (a request) or NL- (a sign-up) and 8 letters or digits, such as HL-7K3M9QXP.`,
    );
  }
  return reference;
}

export async function retryCommand(args: string[], context: LeadsContext): Promise<number> {
  const { positionals } = parseCommand(args, {});
  const reference = readReference(positionals);
  const store = await storeFor(context, 'write');
  const outcome = await store.staff.retryFailed(reference, context.now);

  if (outcome.kind === 'unknownReference') {
    context.err.write(`No contact request or sign-up has the reference ${reference}.\n`);
    return 1;
  }
  if (outcome.kind === 'nothingFailed') {
    const statuses = outcome.statuses.map((job) => `${job.channel} ${job.status}`).join(', ');
    context.err.write(
      `${reference} has no failed delivery (${statuses || 'no delivery jobs'}); nothing to retry.\n`,
    );
    return 1;
  }
  for (const job of outcome.jobs) {
    const error = job.lastError === null ? '' : `; last error: ${oneLine(job.lastError)}`;
    context.out.write(
      `${reference}: ${job.channel} delivery back to pending, due now ` +
        `(had failed after ${job.attempts} attempts${error}).\n`,
    );
  }
  context.out.write(
    'The running server sends it on its next pass; `npm run leads -- list` shows the result.\n',
  );
  return 0;
}
