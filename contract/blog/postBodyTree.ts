import { resolveImageUrl } from '../images/resolveImageUrl';
import type { ImageBox } from '../images/imageLayouts';
import { bodyAttributes } from './bodyAttributes';
import type { BodyAttributes } from './bodyAttributes';
import { sanitizePostBody } from './sanitizePostHtml';

/** Elements a body is rendered with; pictures and tables have nodes of their own. */
const KEPT = [
  ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'div'],
  ...['blockquote', 'pre', 'hr', 'figure', 'figcaption', 'thead', 'tbody', 'tfoot', 'tr'],
  ...['th', 'td', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup'],
  ...['mark', 'small', 'span', 'code', 'kbd', 'samp', 'var', 'abbr', 'cite', 'q', 'dfn'],
  ...['time', 'br', 'wbr', 'bdi', 'bdo'],
] as const;
export type BodyTag = (typeof KEPT)[number];
const KEPT_TAGS = new Set<string>(KEPT);

/** The page has the one h1; sectioning and other wrappers say nothing inside an article. */
const RENAMED: Readonly<Record<string, BodyTag>> = {
  h1: 'h2',
  strike: 's',
  ...Object.fromEntries(
    ['section', 'article', 'header', 'footer', 'aside', 'nav', 'main', 'address', 'center']
      .concat(['details', 'summary', 'hgroup'])
      .map((tag) => [tag, 'div']),
  ),
};

/** Elements whose start closes an open `p` in the HTML parser: never rendered inside one. */
const BLOCKS = new Set<string>([
  ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'div'],
  ...['blockquote', 'pre', 'hr', 'figure', 'figcaption', 'table'],
]);
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** What table structure may hold: no text, not even whitespace (React refuses it there). */
const TABLE_CHILDREN: Readonly<Record<string, readonly string[]>> = {
  table: ['thead', 'tbody', 'tfoot'],
  thead: ['tr'],
  tbody: ['tr'],
  tfoot: ['tr'],
  tr: ['th', 'td'],
};

export interface BodyElement {
  kind: 'element';
  tag: BodyTag;
  attributes: BodyAttributes;
  children: BodyNode[];
}

export interface BodyPicture {
  kind: 'picture';
  /** Resolved against the API answer the post came in. */
  src: string;
  alt: string;
  /** The size the body gives it, when it gives both width and height. */
  box: ImageBox | null;
}

export interface BodyTable {
  kind: 'table';
  /** Its place among the body's tables (1, 2, …): names it when it has no caption. */
  number: number;
  caption: BodyNode[] | null;
  sections: BodyElement[];
}

export type BodyNode = string | BodyElement | BodyPicture | BodyTable;

export interface PostBodyTree {
  nodes: BodyNode[];
  /** Addresses of its pictures, resolved, each once. */
  images: string[];
  /** Tag names of what the sanitiser dropped that a reader would have seen or used. */
  dropped: string[];
}

interface Context {
  parent: string;
  inParagraph: boolean;
  inLink: boolean;
}

const isBlock = (node: BodyNode): boolean =>
  typeof node !== 'string' &&
  (node.kind === 'table' || (node.kind === 'element' && BLOCKS.has(node.tag)));

const holdsBlock = (node: BodyNode): boolean =>
  isBlock(node) ||
  (typeof node !== 'string' && node.kind === 'element' && node.children.some(holdsBlock));

/** Neighbouring text as one string, as the browser's parser would have it. */
const joinText = (nodes: BodyNode[]): BodyNode[] =>
  nodes.reduce<BodyNode[]>((joined, node) => {
    const last = joined.at(-1);
    if (typeof node === 'string' && typeof last === 'string')
      joined[joined.length - 1] = last + node;
    else joined.push(node);
    return joined;
  }, []);

const positive = (value: string | null): number | null =>
  value !== null && /^\d{1,5}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null;

function walkBody(fragment: DocumentFragment, base: string): Omit<PostBodyTree, 'dropped'> {
  const images = new Set<string>();
  let tables = 0;

  const picture = (element: Element): BodyNode[] => {
    const src = resolveImageUrl(element.getAttribute('src'), base);
    if (src === null) return [];
    images.add(src);
    const width = positive(element.getAttribute('width'));
    const height = positive(element.getAttribute('height'));
    return [
      {
        kind: 'picture',
        src,
        alt: element.getAttribute('alt') ?? '',
        box: width !== null && height !== null ? { width, height } : null,
      },
    ];
  };

  const table = (element: Element, context: Context): BodyNode[] => {
    tables += 1;
    const number = tables;
    const captionElement = [...element.children].find(
      (child) => child.localName === 'caption' && child.textContent?.trim(),
    );
    const inside = { parent: 'table', inParagraph: false, inLink: context.inLink };
    return [
      {
        kind: 'table',
        number,
        caption: captionElement ? children(captionElement, { ...inside, parent: 'caption' }) : null,
        sections: children(element, inside).filter(
          (node): node is BodyElement => typeof node !== 'string' && node.kind === 'element',
        ),
      },
    ];
  };

  const element = (node: Element, context: Context): BodyNode[] => {
    const name = node.localName;
    const allowedHere = TABLE_CHILDREN[context.parent];
    if (allowedHere && !allowedHere.includes(name)) return [];
    if (name === 'img') return picture(node);
    if (name === 'table' && !context.inParagraph) return table(node, context);
    const tag = RENAMED[name] ?? name;
    const unwrap =
      !KEPT_TAGS.has(tag) ||
      (context.inParagraph && BLOCKS.has(tag)) ||
      (HEADINGS.has(tag) && HEADINGS.has(context.parent)) ||
      (tag === 'a' && context.inLink) ||
      (TABLE_CHILDREN[tag] !== undefined && allowedHere === undefined) ||
      ((tag === 'th' || tag === 'td') && context.parent !== 'tr');
    // Never rendered where a browser's parser would move it: its content stays, in place.
    if (unwrap) return children(node, context);
    const inner = children(node, {
      parent: tag,
      inParagraph: context.inParagraph || tag === 'p',
      inLink: context.inLink || tag === 'a',
    });
    const first = inner[0];
    // The parser drops a newline right after <pre>; React writes one back only for lone text.
    if (tag === 'pre' && inner.length > 1 && typeof first === 'string') {
      inner[0] = first.replace(/^\n/, '');
    }
    return [
      {
        kind: 'element',
        tag: tag as BodyTag,
        attributes: bodyAttributes(tag, node),
        children: inner,
      },
    ];
  };

  const children = (parent: ParentNode, context: Context): BodyNode[] =>
    joinText(
      [...parent.childNodes].flatMap((child): BodyNode[] => {
        if (child.nodeType === 3) {
          return TABLE_CHILDREN[context.parent] ? [] : [child.textContent ?? ''];
        }
        if (child.nodeType !== 1) return [];
        if ((child as Element).localName === 'caption') return [];
        return element(child as Element, context);
      }),
    );

  const top = children(fragment, { parent: 'body', inParagraph: false, inLink: false });
  return { nodes: paragraphsOf(top), images: [...images] };
}

/** Loose text and inline elements between a body's blocks read as paragraphs. */
function paragraphsOf(nodes: BodyNode[]): BodyNode[] {
  const result: BodyNode[] = [];
  let run: BodyNode[] = [];
  const endRun = () => {
    const blank = run.every((node) => typeof node === 'string' && node.trim() === '');
    if (!blank && !run.some(holdsBlock)) {
      result.push({ kind: 'element', tag: 'p', attributes: {}, children: run });
    } else if (!blank) result.push(...run);
    run = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      endRun();
      result.push(node);
    } else run.push(node);
  }
  endRun();
  return result;
}

const remembered = new Map<string, PostBodyTree>();
/** Bodies kept: the post shown, the one fetched before it, and a few visited. */
const REMEMBERED = 8;

/** A post body as the page renders it: sanitised, walked into plain data, pictures resolved. */
export function postBodyTree(body: string, base: string): PostBodyTree {
  const key = `${base}\n${body}`;
  const known = remembered.get(key);
  if (known) return known;
  const { fragment, dropped } = sanitizePostBody(body);
  const tree = { ...walkBody(fragment, base), dropped };
  remembered.set(key, tree);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  return tree;
}
