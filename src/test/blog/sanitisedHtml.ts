import { ALLOWED_TAGS } from '@/features/blog/post/sanitizePostHtml';

const DANGEROUS_URL = /^(?:javascript|data|vbscript|livescript|file|jar):/i;

const withoutControls = (value: string): string =>
  [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');

/** What a browser builds from the sanitised markup, parsed in `document`'s DOM. */
export const parseHtml = (html: string, document: Document): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

/**
 * Everything in sanitised markup that must not be there: foreign elements, handlers and
 * other attributes, dangerous URLs, and script, frame, form, SVG, MathML or style markup.
 */
export const problemsIn = (html: string, document: Document): string[] => {
  const problems: string[] = [];
  const root = parseHtml(html, document);
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (name !== 'href' && name !== 'rel') problems.push(`attribute ${name}`);
      // Browsers ignore ASCII whitespace and control characters inside a scheme.
      if (DANGEROUS_URL.test(withoutControls(value))) {
        problems.push(`url ${value}`);
      }
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
