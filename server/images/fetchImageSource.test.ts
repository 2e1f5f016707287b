import type { ImageSourceServer } from '../test/imageSourceServer';
import { sendBytes, startImageSourceServer, testPhoto } from '../test/imageSourceServer';
import { fetchImageSource, ImageSourceError } from './fetchImageSource';

/**
 * The fetcher's own guard, for a target the configuration does not name (the endpoint's policy
 * names every host it allows, so its tests reach only trusted ones): private addresses refused
 * when the connection is made, whether the address is written out or a name resolves to it.
 */

let source: ImageSourceServer;

beforeAll(async () => {
  source = await startImageSourceServer();
  source.route('/photo.jpg', sendBytes(await testPhoto(64, 48)));
});

afterAll(() => source.close());

const refusedStatus = async (url: string) => {
  const target = { url: new URL(url), privateAllowed: false };
  const error = await fetchImageSource(target, () => ({ refused: 'another host' })).catch(
    (failure: unknown) => failure,
  );
  return error instanceof ImageSourceError ? `${error.statusCode} ${error.message}` : error;
};

it.each([
  ['a private address written out', () => `${source.origin}/photo.jpg`],
  ['a name that resolves to one', () => `http://localhost:${source.port}/photo.jpg`],
])('refuses %s, without asking it', async (_label, url) => {
  const before = source.hits.get('/photo.jpg') ?? 0;
  expect(await refusedStatus(url())).toBe('403 The url parameter names a private address.');
  expect(source.hits.get('/photo.jpg') ?? 0).toBe(before);
});

it('reaches the same host when the target is configuration', async () => {
  const image = await fetchImageSource(
    { url: new URL(`http://localhost:${source.port}/photo.jpg`), privateAllowed: true },
    () => ({ refused: 'another host' }),
  );
  expect(image.contentType).toBe('image/jpeg');
});
