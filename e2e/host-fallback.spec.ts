import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { expect, test } from './fixtures';
import { UPSTREAM_ORIGIN } from './topology';

// The page below is answered by the test rather than from a loopback address, so Chromium
// would treat its calls to the loopback API as a public page reaching into a private network.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test.describe('never hydrate the wrong HTML', () => {
  test('a host answering a post’s address with the home page renders the post, without a hydration error', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${UPSTREAM_ORIGIN}/__control/posts`);
    const [post] = ((await response.json()) as { data: { slug: string; title: string }[] }).data;
    const home = await (await page.request.get('/')).text();
    // A single-page host set up to send index.html for every unknown path.
    await page.route(`**/blog/${post?.slug}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: home }),
    );
    await page.goto(`/blog/${post?.slug}`);
    await expect(page.locator('main h1')).toHaveText(post?.title ?? 'missing');
  });
});
