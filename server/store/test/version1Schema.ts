import type { Db } from '../sqlite';
import { createPostsTables } from '../../reference-api/postsDatabase';
import { contactMessageColumns, SQLITE_TYPES } from '../formsTables';

/** Version 1: the blog and contact requests as the first release stored them. */
export function createInitialSchema(db: Db): void {
  // The posts' tables and a request's message columns have kept their first shape.
  createPostsTables(db);
  db.exec(`
CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT UNIQUE,${contactMessageColumns(SQLITE_TYPES)});
`);
}
