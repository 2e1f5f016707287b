// Adds the browser tests' extra content to a fresh database: one post whose every
// visible field carries hostile markup, to prove the site renders it inertly.
import { HOSTILE_SLUG } from '../e2e/hostileFixture';
import { xssCorpus } from '../src/features/blog/xssCorpus';
import { openDatabase } from '../server/db';
import { insertAuthor, insertCategory, insertPost } from '../server/posts/postStore';

const dbPath = process.env.DB_PATH;
if (!dbPath) throw new Error('DB_PATH must name the browser tests’ database');

const db = openDatabase(dbPath);
const categoryId = insertCategory(db, {
  name: '<img src=x onerror=alert("category")> Field notes',
  slug: 'hostile-field-notes',
});
const authorId = insertAuthor(db, {
  name: '"><svg onload=alert("author")> Casey',
  bio: '<script>alert("bio")</script> Writes about site safety.',
  photo: 'javascript:alert("photo")',
});
insertPost(db, {
  slug: HOSTILE_SLUG,
  title: '<script>alert("title")</script> Hostile content check',
  excerpt: '<img src=x onerror=alert("excerpt")> An article whose fields carry markup.',
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
