// Adds the browser tests' extra content to a fresh database.
import { HOSTILE_SLUG } from '../hostileFixture';
import { xssCorpus } from '@/test/blog/xssCorpus';
import {
  insertAuthor,
  insertCategory,
  insertPost,
} from '../../server/reference-api/posts/postStore';
import { openPostsDatabase } from '../../server/reference-api/postsDatabase';

const dbPath = process.env.DB_PATH;
if (!dbPath) throw new Error('DB_PATH must name the browser tests’ database');

const db = openPostsDatabase(dbPath);
/** A run of payloads for a text field (joined, so the field carries many at once). */
const payloads = (from: number, count: number) => xssCorpus.slice(from, from + count).join(' ');

const categoryId = insertCategory(db, {
  name: `${payloads(0, 3)} Field notes`,
  slug: 'hostile-field-notes',
});
const authorId = insertAuthor(db, {
  name: `${payloads(20, 3)} Casey`,
  bio: `${payloads(40, 20)} Writes about site safety.`,
  photo: 'javascript:alert("photo")',
});
insertPost(db, {
  slug: HOSTILE_SLUG,
  title: `${payloads(60, 3)} Hostile content check`,
  // The excerpt shows on the list's cards: the whole corpus goes through it as text.
  excerpt: `${xssCorpus.join(' ')} An article whose fields carry markup.`,
  body: ['<p>This article exists to prove hostile markup renders inertly.</p>', ...xssCorpus]
    .map((line) => line.replaceAll('\n', ' '))
    .join('\n'),
  thumbnail: 'javascript:alert("thumbnail")',
  categoryId,
  authorId,
  publishedAt: null,
  readTime: '<b onmouseover=alert(1)>2 min read</b>',
});
db.close();
