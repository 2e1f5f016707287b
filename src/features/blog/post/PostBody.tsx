import { useMemo, useState, useSyncExternalStore } from 'react';
import { sanitisesOnServer, sanitizePostHtml, splitPostBody } from './sanitizePostHtml';
import styles from './PostBody.module.css';

const noSubscription = () => () => undefined;
/** The server snapshot: true on the server and while hydrating, false in later renders. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** What a hydrated block keeps as its `__html`: React never writes it (see PostBlock). */
const SERVER_MARKUP = '';

/** Hydration keeps the server's sanitised markup (docs/decisions/009-own-server-rendering.md). */
function PostBlock({ block }: { block: string }) {
  const hydrating = useHydrating();
  // The block this element was hydrated with; on the server there is nothing to keep.
  const [hydratedBlock, setHydratedBlock] = useState(() =>
    hydrating && !sanitisesOnServer() ? block : null,
  );
  // New content drops the server's markup, so the first content later is sanitised again.
  if (hydratedBlock !== null && hydratedBlock !== block) setHydratedBlock(null);
  const html = useMemo(
    () => (block === hydratedBlock ? SERVER_MARKUP : sanitizePostHtml(block)),
    [block, hydratedBlock],
  );
  return (
    <div
      className={styles.block}
      dangerouslySetInnerHTML={{ __html: html }}
      // Development builds compare the placeholder with the server's markup; it differs on purpose.
      suppressHydrationWarning
    />
  );
}

export function PostBody({ body }: { body: string }) {
  const blocks = useMemo(() => splitPostBody(body), [body]);
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        // Lines have no identity of their own; their order is fixed for a given post.
        <PostBlock key={index} block={block} />
      ))}
    </div>
  );
}
