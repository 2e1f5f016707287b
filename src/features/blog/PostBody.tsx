import { useSyncExternalStore } from 'react';
import { postBlockText } from './postBlockText';
import { sanitizePostHtml, splitPostBody } from './sanitizePostHtml';
import styles from './PostBody.module.css';

const noSubscription = () => () => undefined;

/**
 * The article text: one sanitised block per line of the body. Sanitising needs a DOM,
 * so prerendered HTML (and the hydration pass that must match it) carries the plain
 * words, and the formatted blocks replace them once the page is live.
 */
export function PostBody({ body }: { body: string }) {
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div className={styles.body}>
      {splitPostBody(body).map((block, index) =>
        live ? (
          <div
            // Lines have no identity of their own; their order is fixed for a given post.
            key={index}
            className={styles.block}
            dangerouslySetInnerHTML={{ __html: sanitizePostHtml(block) }}
          />
        ) : (
          <p key={index}>{postBlockText(block)}</p>
        ),
      )}
    </div>
  );
}
