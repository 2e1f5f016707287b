import { useMemo } from 'react';
import { bodyElements } from './bodyElements';
import { postBodyTree } from '@contract/blog/postBodyTree';
import styles from './PostBody.module.css';

interface PostBodyProps {
  /** HTML as the admin's editor saved it. */
  body: string;
  /** The API answer the post came in: the body's pictures' addresses are relative to it. */
  base: string;
}

/** The body sanitised, then rendered by React, in the browser as on the server (decision 009). */
export function PostBody({ body, base }: PostBodyProps) {
  const nodes = useMemo(() => postBodyTree(body, base).nodes, [body, base]);
  return <div className={styles.body}>{bodyElements(nodes)}</div>;
}
