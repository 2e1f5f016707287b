import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import {
  isValidWebhookSignature,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../http/webhookSignature';
import type { PostsSource } from './postsSource';

/** Where the admin host says its posts changed (docs/deploying.md, "Publishing at once"). */
export const PUBLISH_WEBHOOK_PATH = '/_webhooks/posts-changed';

/** A signed call older or newer than this is refused, so a recorded one cannot be replayed. */
const CLOCK_TOLERANCE_SECONDS = 300;
/** `{"event":"post.saved","slug":"…"}` and the like; the body only needs to be signed. */
const BODY_LIMIT_BYTES = 4 * 1024;

export interface PublishWebhookOptions {
  /** PUBLISH_WEBHOOK_SECRET, shared with the admin host. */
  secret: string;
  posts: PostsSource;
  now?: () => number;
}

const header = (value: string | string[] | undefined): string =>
  typeof value === 'string' ? value : '';

/**
 * A publish, edit or removal on the admin host reaches visitors at once instead of within
 * CONTENT_MAX_AGE_SECONDS: the admin host POSTs here, signed as the site signs its own
 * webhooks, and this server forgets the posts it remembered and reads the list again before
 * answering 204. A shared cache in front still keeps its copy for its s-maxage.
 */
export async function registerPublishWebhook(
  app: FastifyInstance,
  { secret, posts, now = Date.now }: PublishWebhookOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the body as sent, so it is read as text, not parsed.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(PUBLISH_WEBHOOK_PATH, async (request, reply) => {
      const timestamp = header(request.headers[TIMESTAMP_HEADER]);
      const signature = header(request.headers[SIGNATURE_HEADER]);
      const body = typeof request.body === 'string' ? request.body : '';
      if (!isValidWebhookSignature(secret, timestamp, body, signature)) {
        throw new HttpError(401, 'The signature does not match PUBLISH_WEBHOOK_SECRET.');
      }
      const skew = Math.abs(now() / 1000 - Number(timestamp));
      if (!(skew <= CLOCK_TOLERANCE_SECONDS)) {
        throw new HttpError(
          401,
          `The timestamp is more than ${CLOCK_TOLERANCE_SECONDS} s from this server's clock.`,
        );
      }
      await posts.changed().catch((error: unknown) => {
        request.log.warn(
          { err: error },
          'The admin host said its posts changed; reading them failed',
        );
        throw new HttpError(
          502,
          'The posts could not be read again; they will be on the next refresh.',
        );
      });
      request.log.info('The admin host said its posts changed: read them again');
      return reply.code(204).send();
    });
  });
}
