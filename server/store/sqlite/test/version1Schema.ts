import type { Db } from '../dbType';
import { createPostsTables } from '../../../reference-api/postsDatabase';

/** Version 1: the blog and contact requests as the first release stored them. */
export function createInitialSchema(db: Db): void {
  // The posts' tables have kept their first shape.
  createPostsTables(db);
  db.exec(`
CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  service TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`);
}
