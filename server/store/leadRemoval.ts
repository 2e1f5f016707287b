/** Which contact requests and sign-ups a removal takes: a condition on each table. */
interface Selection {
  requests: string;
  signups: string;
}

export interface RemovalSql {
  /** How many requests, sign-ups and jobs the removal takes, as `RemovalCounts`. */
  count: string;
  /** In this order: the jobs reference the requests and sign-ups. */
  remove: readonly string[];
}

function removalSql({ requests, signups }: Selection): RemovalSql {
  // Every job belongs to one request or one sign-up (the table's CHECK) and carries no
  // address of its own: the owners' jobs are all the jobs about them.
  const jobs = `deliveries.contact_request_id IN (SELECT id FROM contact_requests WHERE ${requests})
    OR deliveries.newsletter_signup_id IN (SELECT id FROM newsletter_signups WHERE ${signups})`;
  return {
    count: `SELECT
      (SELECT COUNT(*) FROM contact_requests WHERE ${requests}) AS "contactRequests",
      (SELECT COUNT(*) FROM newsletter_signups WHERE ${signups}) AS signups,
      (SELECT COUNT(*) FROM deliveries WHERE ${jobs}) AS jobs`,
    remove: [
      `DELETE FROM deliveries WHERE ${jobs}`,
      `DELETE FROM contact_requests WHERE ${requests}`,
      `DELETE FROM newsletter_signups WHERE ${signups}`,
    ],
  };
}

/** An address as `forget` compares it: lower case, without the spaces around it. */
export const addressKey = (email: string): string => email.trim().toLowerCase();

/** One person's requests and sign-ups, however the address was typed; `@email` is its key. */
export const FORGET_SQL = removalSql({
  requests: 'lower(trim(contact_requests.email)) = @email',
  signups: 'lower(trim(newsletter_signups.email)) = @email',
});

/** The requests and sign-ups received before `@before`, past the retention period. */
export const PURGE_SQL = removalSql({
  requests: 'contact_requests.created_at < @before',
  signups: 'newsletter_signups.consented_at < @before',
});
