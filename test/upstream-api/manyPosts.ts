/**
 * A blog as it grows: `count` posts with a camera photo each, answered as a path on the
 * admin host (`/storage/photos/post-N.jpg`, relative to the API's URL, as Laravel set-ups
 * often answer), bodies of about 900 words, and authors with photos of their own.
 */
import { readTimeFor } from '../../server/reference-api/posts/htmlToText';
import { PHOTOS_PATH, upstreamCategories } from './upstreamPosts';
import type { UpstreamPost } from './upstreamPosts';

const AUTHORS = [
  'Maya Okafor',
  'Tom Castellano',
  'Priya Raman',
  'Jonah Whitfield',
  'Lena Sørensen',
  'Arjun Mehta',
];

const TOPICS = [
  'washroom hygiene',
  'loading dock safety',
  'grease trap servicing',
  'after-hours cleaning',
  'waste audits',
  'gutter maintenance',
  'lift lobby upkeep',
  'carpet care',
  'bin room odours',
  'window cleaning at height',
  'graffiti removal',
  'stormwater pits',
];

const SENTENCES = [
  'A schedule that nobody reads is a schedule nobody follows, so the first step is always to walk the site with the people who will do the work.',
  'Most problems we see on a first visit were visible months earlier, in a log book that recorded the symptom and never the cause.',
  'The cheapest fix is usually the one made before a tenant notices, which means inspections have to be planned around the building rather than the roster.',
  'Every task on the list needs an owner, a frequency and a way to prove it was done, or it will quietly drop off within a quarter.',
  'Chemicals are chosen for the surface, not for the smell, and the safety data sheets live where the cleaners can actually reach them.',
  'When a complaint comes in, we log the time, the place and the person, and we close it with a photo rather than a promise.',
  'Night shifts are quieter but not easier: lighting, access and lone-worker checks all need planning before the first key is cut.',
  'A good contractor leaves a site in a state the next shift can understand, with notes that say what was done and what still waits.',
];

const paragraph = (index: number, length: number) =>
  Array.from({ length }, (_, k) => SENTENCES[(index * 3 + k) % SENTENCES.length]).join(' ');

/** About 900 words in headings, paragraphs and a list, different for every post. */
function bodyOf(index: number, topic: string): string {
  const blocks: string[] = [`<p>${paragraph(index, 6)}</p>`];
  for (let section = 1; section <= 4; section += 1) {
    blocks.push(`<h2>${topic[0]?.toUpperCase()}${topic.slice(1)}: part ${section}</h2>`);
    blocks.push(`<p>${paragraph(index + section, 7)}</p>`);
    blocks.push(`<p>${paragraph(index + section * 2, 6)}</p>`);
  }
  blocks.push(
    `<ul>${[0, 1, 2, 3].map((k) => `<li>${SENTENCES[(index + k) % SENTENCES.length]}</li>`).join('')}</ul>`,
  );
  return blocks.join('\n');
}

export const authorPhotoName = (index: number) => `author-${index + 1}`;
export const postPhotoName = (index: number) => `post-${index + 1}`;

/** Photo names first the authors', then the posts' (the first posts' are made first). */
export const manyPostPhotoNames = (count: number): string[] => [
  ...AUTHORS.map((_, index) => authorPhotoName(index)),
  ...Array.from({ length: count }, (_, index) => postPhotoName(index)),
];

const NEWEST = Date.parse('2026-11-20T23:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

export function buildManyPosts(origin: string, count: number, firstId: number): UpstreamPost[] {
  return Array.from({ length: count }, (_, index) => {
    const topic = TOPICS[index % TOPICS.length] ?? 'facility care';
    const category = upstreamCategories[index % upstreamCategories.length] ?? upstreamCategories[0];
    const authorIndex = index % AUTHORS.length;
    const body = bodyOf(index, topic);
    return {
      id: firstId + index,
      slug: `notes-${index + 1}-${topic.replaceAll(' ', '-')}`,
      title: `Field notes ${index + 1}: ${topic}, done properly`,
      excerpt: `What post ${index + 1} of the company blog learnt about ${topic}, from the people who do it every week.`,
      body,
      thumbnail: `${PHOTOS_PATH}${postPhotoName(index)}.jpg`,
      photo: null,
      category: { ...(category as NonNullable<typeof category>) },
      author: {
        name: AUTHORS[authorIndex] ?? 'Staff writer',
        photo: `${origin}${PHOTOS_PATH}${authorPhotoName(authorIndex)}.jpg`,
        bio: `${AUTHORS[authorIndex]} writes about facility services for the company blog.`,
      },
      published_at: new Date(NEWEST - index * DAY).toISOString(),
      read_time: readTimeFor(body),
    };
  });
}
