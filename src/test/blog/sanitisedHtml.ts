import { ALLOWED_ATTR, ALLOWED_TAGS, sanitizePostBody } from '@contract/blog/sanitizePostHtml';

const DANGEROUS_URL = /^(?:javascript|data|vbscript|livescript|file|jar|blob):/i;

const withoutControls = (value: string): string =>
  [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');

/** What a browser builds from markup, parsed in `document`'s DOM. */
export const parseHtml = (html: string, document: Document): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

/** What the sanitiser leaves of `input`, as markup (serialised in its own inert document). */
export const sanitisedMarkup = (input: string): string => {
  const { fragment } = sanitizePostBody(input);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};

interface Allowed {
  tags: readonly string[];
  attributes: readonly string[];
}

/** The sanitiser's own allow-lists. */
export const SANITISER_ALLOWS: Allowed = { tags: ALLOWED_TAGS, attributes: ALLOWED_ATTR };

/**
 * Everything in markup that must not be there: elements and attributes outside `allowed`,
 * handlers, dangerous URLs, and script, frame, form, SVG, MathML or style markup.
 */
export const problemsIn = (
  html: string,
  document: Document,
  allowed: Allowed = SANITISER_ALLOWS,
): string[] => {
  const problems: string[] = [];
  const root = parseHtml(html, document);
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!allowed.tags.includes(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (!allowed.attributes.includes(name)) problems.push(`attribute ${name}`);
      // Browsers ignore ASCII whitespace and control characters inside a scheme.
      if (DANGEROUS_URL.test(withoutControls(value))) problems.push(`url ${value}`);
    }
  }
  const lower = html.toLowerCase();
  for (const marker of ['<script', '<iframe', '<form', '<svg', '<math', '<style', 'style=']) {
    if (lower.includes(marker)) problems.push(`markup ${marker}`);
  }
  return problems;
};

/** A post body with formatting, a link and payloads that must not survive, on either side. */
export const trickyBody = [
  '<h2 onclick="alert(1)">Why audits <em>matter</em></h2>',
  'Plain line with <strong>bold</strong> &amp; an <a href="https://example.com/a?b=c&amp;d=e" target="_blank" rel="opener" title="t">outside link</a>',
  '<ul><li>One<li>Two <a href="javascript:alert(1)">bad link</a></ul>',
  '<p>Before<script>alert(1)</script> after <img src=x onerror=alert(1)></p>',
  '<blockquote>Quoted <svg><a xlink:href="javascript:alert(1)"><text>svg</text></a></svg></blockquote>',
  '<pre><code>&lt;b&gt;code&lt;/b&gt;</code></pre>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<p>Call <a href="tel:+61255501234">us</a> or <a href="/contact" id="location">write</a></p>',
].join('\n');

/** The real admin host's body of a post with a table and both kinds of inline picture. */
export const editorBody = [
  '<p>Year-end office reset checklist is something our crews deal with every week. Here is what we do.</p>',
  '<h2>What we do</h2>',
  '<ul><li>Start from the top and work down.</li><li>Use the colour-coded cloths.</li><li>Record what was done &amp; when.</li></ul>',
  '<table>\n  <thead>\n    <tr><th>Area</th><th>Daily</th><th>Weekly</th></tr>\n  </thead>\n  <tbody>',
  '    <tr><td>Kitchen</td><td>✔</td><td>Deep clean</td></tr>\n    <tr><td>Washrooms</td><td>✔</td><td>Descale</td></tr>',
  '  </tbody>\n</table>',
  '<p>More detail.</p><p>More detail, several paragraphs on one line.</p>',
  '<p><img src="/storage/posts/inline/chart.jpg" alt="Weekly chart" width="900" height="400"></p>',
  '<figure><img src="http://127.0.0.1:5900/storage/posts/inline/chart.jpg" alt="Weekly chart"><figcaption>Our weekly chart</figcaption></figure>',
].join('\n');

/** What PostBody's markup may hold: the walker's elements, and what pictures and tables add. */
export const RENDERED_ALLOWS: Allowed = {
  tags: [
    ...['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'div'],
    ...['blockquote', 'pre', 'hr', 'figure', 'figcaption', 'img', 'table', 'caption'],
    ...['thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'strong', 'b', 'em', 'i', 'u', 's'],
    ...['del', 'ins', 'sub', 'sup', 'mark', 'small', 'span', 'code', 'kbd', 'samp', 'var'],
    ...['abbr', 'cite', 'q', 'dfn', 'time', 'br', 'wbr', 'bdi', 'bdo'],
  ],
  attributes: [
    ...['href', 'rel', 'title', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'type'],
    ...['value', 'datetime', 'lang', 'dir', 'class', 'src', 'srcset', 'sizes', 'alt', 'width'],
    ...['height', 'decoding', 'loading', 'data-placeholder', 'role', 'tabindex', 'aria-label'],
    ...['aria-labelledby', 'id'],
  ],
};
