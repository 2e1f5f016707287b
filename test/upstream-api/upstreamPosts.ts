/**
 * The upstream API double's own content: ten posts about an imaginary "Upstream" desk, with
 * slugs, titles, categories and authors that share nothing with the sample posts in
 * server/seed, so a page that shows them can only have read them from the double.
 */
import type { PostCategoryJson, PostJson } from '@contract/blog/postJson';
import { readTimeFor } from '../../server/reference-api/posts/htmlToText';
import type { SeedAuthor, SeedPost } from '../../server/reference-api/seed/seedTypes';

/** The Laravel contract's shapes (contract/blog/postJson.ts): the double answers exactly these. */
export type UpstreamCategory = PostCategoryJson;

export type UpstreamPost = PostJson;

/** Ids start well away from the sample posts' 1, 2, 3… so a mix-up is easy to spot. */
export const FIRST_POST_ID = 101;

export const upstreamCategories: readonly UpstreamCategory[] = [
  { id: 41, name: 'Upstream Operations', slug: 'upstream-operations' },
  { id: 42, name: 'Upstream Field Notes', slug: 'upstream-field-notes' },
  { id: 43, name: 'Upstream Releases', slug: 'upstream-releases' },
  { id: 44, name: 'Upstream Community', slug: 'upstream-community' },
];

export const upstreamAuthors: readonly SeedAuthor[] = [
  {
    key: 'wren',
    name: 'Wren Halvorsen',
    photo: 'storage/photos/wren-halvorsen.jpg',
    bio: 'Wren writes the Upstream operations column from a desk that exists only in test fixtures. She likes checklists, rooftop plant rooms and answers that arrive from another origin.',
  },
  {
    key: 'idris',
    name: 'Idris Calloway',
    photo: 'idris-calloway.svg',
    bio: 'Idris keeps the Upstream field notes. He has never visited a real site, but he has been rendered by a great many browsers.',
  },
];

/** A post of the double: `photo`, the large picture its own page shows (none when absent). */
export type UpstreamPostSeed = SeedPost & { photo?: string };

export const upstreamPostSeeds: readonly UpstreamPostSeed[] = [
  {
    slug: 'upstream-rooftop-water-tanks',
    title: 'Upstream: Inspecting Rooftop Water Tanks Before Summer',
    excerpt:
      'A rooftop tank that nobody looks at is a tank nobody can vouch for. Here is the Upstream pre-summer inspection, step by step.',
    // As Laravel set-ups often answer: a path on the admin host, relative to the API's URL.
    thumbnail: '/storage/photos/rooftop-water-tank.jpg',
    category: 'upstream-operations',
    author: 'wren',
    publishedAt: '2026-11-03T21:30:00.000Z',
    body: [
      '<p>Every spring the Upstream desk climbs to the roof with a torch, a ladder permit and a clipboard. Rooftop water tanks sit out of sight for months, and the first hot week is the worst time to discover a split lid or a blocked overflow.</p>',
      '<h2>What we check</h2>',
      '<ul><li>lids, hatches and insect screens are intact and fastened</li><li>the overflow and vent are clear of leaves and nests</li><li>supports and straps show no corrosion</li><li>the float valve shuts off cleanly</li></ul>',
      '<p>Anything that fails goes on the defect list with a photo, a location and a due date, so the repair can be checked off rather than remembered.</p>',
      '<h2>Why before summer</h2>',
      '<p>Warm water and an open hatch are an invitation to algae and insects. Fixing the lid in October costs a fraction of a tank clean in January.</p>',
    ],
  },
  {
    slug: 'upstream-loading-dock-night-shift',
    title: 'Upstream: Running a Quiet Loading Dock on the Night Shift',
    excerpt:
      'Neighbours notice a loading dock at two in the morning. A few Upstream habits keep deliveries moving without the complaints.',
    thumbnail: 'storage/photos/loading-dock.jpg',
    category: 'upstream-operations',
    author: 'idris',
    publishedAt: '2026-10-14T02:15:00.000Z',
    body: [
      '<p>Night deliveries keep shelves full and daytime roads clear, but a loading dock is loud by design. Reversing beepers, roller doors and pallet jacks all carry further after dark.</p>',
      '<h2>The quiet dock routine</h2>',
      '<ul><li>broadband reversing alarms instead of tonal beepers</li><li>roller doors serviced so they run without a screech</li><li>rubber wheels on pallet jacks and cages</li><li>engines off while unloading</li></ul>',
      '<p>A single page of dock rules, laminated at the door, does more than any memo. Drivers change; the sign stays.</p>',
    ],
  },
  {
    slug: 'upstream-lift-lobby-refresh',
    title: 'Upstream: A Lift Lobby Refresh in Four Weekends',
    excerpt:
      'Tenants judge a building by its lift lobby. The Upstream desk planned a refresh that never closed a lift on a weekday.',
    thumbnail: 'storage/photos/lift-lobby.jpg',
    category: 'upstream-field-notes',
    author: 'wren',
    publishedAt: '2026-09-02T23:00:00.000Z',
    readTime: '4 min read',
    body: [
      '<p>The brief was simple: new flooring, new lighting and repaired wall panels in a twelve-storey lift lobby, with every lift in service from Monday to Friday.</p>',
      '<h2>Weekend one and two: flooring</h2>',
      '<p>Half the lobby at a time, with a marked path to the lifts that stayed open. The periwinkle tiles the owner chose arrived in two batches, so every box was checked against the batch number before it was laid.</p>',
      '<h2>Weekend three: lighting</h2>',
      '<p>Warm white downlights replaced the old fluorescent troffers, on sensors that dim the lobby after hours rather than switching it off.</p>',
      '<h2>Weekend four: panels and snagging</h2>',
      '<ul><li>damaged wall panels replaced and sealed</li><li>lift door tracks vacuumed after the dust</li><li>a walk-through with the owner and a snag list closed the same day</li></ul>',
    ],
  },
  {
    slug: 'upstream-stormwater-pits',
    title: 'Upstream: Keeping Stormwater Pits Clear Through the Wet Season',
    excerpt:
      'A blocked pit floods a car park in minutes. The Upstream field team explains how often to look, and what to look for.',
    // An upload that went wrong: its bytes are no picture, so the page shows its fallback.
    thumbnail: 'storage/photos/broken-upload.jpg',
    category: 'upstream-field-notes',
    author: 'idris',
    publishedAt: '2026-08-11T04:45:00.000Z',
    body: [
      '<p>Stormwater pits collect everything a car park sheds: leaves, litter, sediment and the occasional shopping trolley wheel. In the wet season a pit that was clear in May can be full by June.</p>',
      '<h2>How often</h2>',
      '<p>Monthly in the wet season and after every heavy storm; quarterly the rest of the year. Pits under trees get a fortnightly look in autumn.</p>',
      '<h2>What to look for</h2>',
      '<ul><li>grates sitting flush and undamaged</li><li>sediment more than a third of the way up the pit</li><li>oily sheen that points to a leak upstream</li></ul>',
    ],
  },
  {
    slug: 'upstream-signage-audit',
    title: 'Upstream: What a Wayfinding Signage Audit Turned Up',
    excerpt: null,
    thumbnail: 'upstream-signage.svg',
    category: 'upstream-field-notes',
    author: 'wren',
    publishedAt: '2026-07-06T00:30:00.000Z',
    body: [
      '<p>We walked a business park the way a first-time visitor would, from the bus stop to reception in every building, and noted every sign we passed.</p>',
      '<h2>The findings</h2>',
      '<ul><li>three signs still pointed to a tenant that left in 2024</li><li>the accessible entrance was signed only from the car park</li><li>two directories had faded past reading</li></ul>',
      '<p>None of it was expensive to fix. All of it had been invisible to the people who walk past it every day.</p>',
    ],
  },
  {
    slug: 'upstream-solar-panel-washing',
    title: 'Upstream: How Often Solar Panels Really Need Washing',
    excerpt:
      'Dusty panels make less power, but washing them too often wastes water and money. The Upstream desk ran the numbers on one roof.',
    thumbnail: 'upstream-solar.svg',
    category: 'upstream-operations',
    author: 'idris',
    publishedAt: '2026-05-27T06:00:00.000Z',
    body: [
      '<p>On a warehouse roof near a busy road, we logged output from two identical arrays for a year: one washed quarterly, one left to the rain.</p>',
      '<h2>The result</h2>',
      '<p>The washed array made a little more power, mostly in the dry months. The difference paid for two washes a year, not four.</p>',
      '<h2>Our rule of thumb</h2>',
      '<ul><li>wash before the dry season and after it</li><li>wash after nearby construction or bushfire smoke</li><li>use deionised water and soft brushes, never pressure</li></ul>',
    ],
  },
  {
    slug: 'upstream-bike-room-makeover',
    title: 'Upstream: Turning a Bike Room into Somewhere People Use',
    excerpt:
      'The bike room was a dark cage behind the bins. A few changes from the Upstream community desk doubled the number of riders.',
    thumbnail: 'upstream-bike-room.svg',
    // The large photo, and pictures in the body as the admin's editor saves them: a path on
    // the admin host with its size, and one relative to the answer's URL in a figure.
    photo: 'storage/photos/lift-lobby.jpg',
    category: 'upstream-community',
    author: 'wren',
    publishedAt: '2026-04-15T01:00:00.000Z',
    body: [
      '<p>Tenants said they would ride to work if there were somewhere decent to leave a bike. The existing room had racks, but nobody wanted to use it.</p>',
      '<h2>What changed</h2>',
      '<ul><li>bright lighting on a motion sensor</li><li>a card reader instead of a key held at reception</li><li>a pump, a few tools and a bench</li><li>lockers big enough for a helmet and a towel</li></ul>',
      '<table>\n  <thead>\n    <tr><th>Weekday</th><th>Bikes before</th><th>Bikes after</th></tr>\n  </thead>\n  <tbody>\n    <tr><td>Monday</td><td>4</td><td>19</td></tr>\n    <tr><td>Friday</td><td>2</td><td>11</td></tr>\n  </tbody>\n</table>',
      '<p><img src="/storage/photos/loading-dock.jpg" alt="The new entrance from the loading dock" width="1200" height="900"></p>',
      '<figure><img src="../../storage/photos/rooftop-water-tank.jpg" alt="The roof above the bike room"><figcaption>The roof above it, before the skylight went in</figcaption></figure>',
      '<p>Six months later the racks are full on most weekdays, and the tenants have asked for more.</p>',
    ],
  },
  {
    slug: 'upstream-mould-after-floods',
    title: 'Upstream: Checking for Mould After a Flood',
    excerpt:
      'Once the water is gone the damage is not over. The Upstream field checklist for the weeks after a flood.',
    thumbnail: null,
    category: 'upstream-field-notes',
    author: 'idris',
    publishedAt: '2026-03-09T03:20:00.000Z',
    body: [
      '<p>Mould can appear within two days of a flood, often behind skirting boards and under carpet where nobody looks. Drying the building quickly is the best prevention.</p>',
      '<h2>The first week</h2>',
      '<ul><li>remove wet carpet and underlay that cannot be dried within two days</li><li>run dehumidifiers and fans around the clock</li><li>measure moisture in walls, not just on them</li></ul>',
      '<p>Anything porous that stays damp for more than a few days is usually cheaper to replace than to treat.</p>',
    ],
  },
  {
    slug: 'upstream-release-notes-january',
    title: 'Upstream Release Notes: January 2026',
    excerpt: 'What changed on the Upstream desk this month, in one short list.',
    thumbnail: 'upstream-release-notes.svg',
    category: 'upstream-releases',
    author: null,
    publishedAt: '2026-01-20T22:00:00.000Z',
    body: [
      '<p>A quiet month on the Upstream desk, with a few changes worth writing down.</p>',
      '<ul><li>inspection checklists now include a photo for every defect</li><li>the defect list is shared with the owner every Friday</li><li>the wet-season pit schedule starts a month earlier</li></ul>',
    ],
  },
  {
    slug: 'upstream-draft-coffee-machines',
    title: 'Upstream Draft: Descaling the Office Coffee Machines',
    excerpt: 'Not yet published: a draft with no date, which the API lists after every dated post.',
    thumbnail: null,
    category: 'upstream-community',
    author: 'wren',
    publishedAt: null,
    readTime: null,
    body: [
      '<p>Hard water and a busy kitchen mean the coffee machines scale up faster than the manual suggests.</p>',
      '<h2>Notes so far</h2>',
      '<ul><li>descale monthly, not quarterly</li><li>log it on the machine, not in a drawer</li></ul>',
    ],
  },
];

/**
 * How the double names one of its images: `x.svg` is an illustration at /images/x.svg and
 * `storage/photos/x.jpg` a camera photo, both as absolute URLs; a name starting with `/` is
 * answered as written, a path on the admin host.
 */
export const imageUrl = (origin: string, name: string): string => {
  if (name.startsWith('/')) return name;
  return `${origin}/${name.includes('/') ? name : `images/${name}`}`;
};

/** Camera photos are served at PHOTOS_PATH<name>.jpg (see cameraPhotos.ts). */
export const PHOTOS_PATH = '/storage/photos/';
/** A photo whose upload went wrong: the double answers it with bytes that are no JPEG. */
export const BROKEN_PHOTO = 'broken-upload';

/** The names of the camera photos the double's seed posts and authors show. */
export const seedPhotoNames = (): string[] => [
  ...new Set(
    [
      ...upstreamPostSeeds.flatMap((seed) => [seed.thumbnail, seed.photo ?? null]),
      ...upstreamAuthors.map((a) => a.photo),
    ].flatMap((name) => {
      const match = name === null ? null : /storage\/photos\/([\w-]+)\.jpg$/.exec(name);
      return match?.[1] && match[1] !== BROKEN_PHOTO ? [match[1]] : [];
    }),
  ),
];

/** The API's author object for a known author key. */
export function authorJson(origin: string, key: string): UpstreamPost['author'] {
  const author = upstreamAuthors.find((candidate) => candidate.key === key);
  if (author === undefined) throw new Error(`Unknown upstream author: ${key}`);
  return {
    name: author.name,
    photo: author.photo === null ? null : imageUrl(origin, author.photo),
    bio: author.bio,
  };
}

export function categoryBySlug(slug: string): UpstreamCategory | undefined {
  return upstreamCategories.find((category) => category.slug === slug);
}

/** The ten posts as the API answers them, with images on `origin`; ids from FIRST_POST_ID. */
export function buildUpstreamPosts(origin: string): UpstreamPost[] {
  return upstreamPostSeeds.map((seed, index) => {
    const category = categoryBySlug(seed.category);
    if (category === undefined) throw new Error(`Unknown upstream category: ${seed.category}`);
    const body = seed.body.join('\n');
    return {
      id: FIRST_POST_ID + index,
      slug: seed.slug,
      title: seed.title,
      excerpt: seed.excerpt,
      body,
      thumbnail: seed.thumbnail === null ? null : imageUrl(origin, seed.thumbnail),
      photo: seed.photo === undefined ? null : imageUrl(origin, seed.photo),
      category: { ...category },
      author: seed.author === null ? null : authorJson(origin, seed.author),
      published_at: seed.publishedAt,
      read_time: seed.readTime === undefined ? readTimeFor(body) : seed.readTime,
    };
  });
}
