import type { ReactNode } from 'react';
import { createElement } from 'react';
import { BodyImage } from './BodyImage';
import { BodyTable } from './BodyTable';
import type { BodyNode } from '@contract/blog/postBodyTree';

function bodyElement(node: BodyNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.kind) {
    case 'picture':
      return <BodyImage key={key} picture={node} />;
    case 'table':
      return (
        <BodyTable
          key={key}
          number={node.number}
          caption={node.caption && bodyElements(node.caption)}
        >
          {bodyElements(node.sections)}
        </BodyTable>
      );
    default:
      return createElement(
        node.tag,
        { key, ...node.attributes },
        node.children.length > 0 ? bodyElements(node.children) : undefined,
      );
  }
}

/** React elements for a walked body: nothing but the tree's own tags, attributes and text. */
export function bodyElements(nodes: readonly BodyNode[]): ReactNode {
  const [only] = nodes;
  // Lone text as a string: React then writes back the newline a <pre> starts with.
  if (nodes.length === 1 && typeof only === 'string') return only;
  return nodes.map(bodyElement);
}
