import { assetsOfPage, kindOfResource } from './budgets';

describe('assetsOfPage', () => {
  it('finds the entry scripts, the preloaded page chunk and the linked stylesheets', () => {
    const html =
      '<!doctype html><html><head>' +
      '<script defer src=/assets/framework.1.js></script>' +
      '<script defer="defer" src="/assets/main.2.js"></script>' +
      '<link href=/assets/main.3.css rel=stylesheet>' +
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>' +
      '<link rel="preload" href="/assets/font.woff2" as="font" crossorigin>' +
      '<link href="/assets/page-home.4.css" rel="stylesheet">' +
      '<link rel="preload" as="script" href="/assets/page-home.5.js">' +
      '</head><body><div id="root"></div></body></html>';

    expect(assetsOfPage(html)).toEqual({
      js: ['/assets/framework.1.js', '/assets/main.2.js', '/assets/page-home.5.js'],
      css: ['/assets/main.3.css', '/assets/page-home.4.css'],
      inlineCss: [],
    });
  });

  it('counts inlined stylesheets as CSS, once, and finds scripts waiting in a template', () => {
    const html =
      '<!doctype html><html><head>' +
      '<style data-href="/assets/main.3.css">:root{--brand:#134063}body{margin:0}</style>' +
      '<style data-href=/assets/page-home.4.css>.hero{display:grid}</style>' +
      '</head><body><div id="root"><p>Prerendered</p></div>' +
      '<template id="app-scripts">' +
      '<script defer src="/assets/framework.1.js"></script>' +
      '<script defer src="/assets/main.2.js"></script>' +
      '<script defer src="/assets/page-home.5.js"></script>' +
      '</template>' +
      '<script>(() => { document.body.append(document.importNode(t.content, true)); })();</script>' +
      // Linked as well (for browsers without scripts): the same bytes, counted once.
      '<noscript><link rel="stylesheet" href="/assets/main.3.css"></noscript>' +
      '</body></html>';

    expect(assetsOfPage(html)).toEqual({
      js: ['/assets/framework.1.js', '/assets/main.2.js', '/assets/page-home.5.js'],
      css: [],
      inlineCss: [':root{--brand:#134063}body{margin:0}', '.hero{display:grid}'],
    });
  });

  it('keeps a linked stylesheet that is not the one inlined', () => {
    const html =
      '<style data-href="/assets/main.3.css">body{margin:0}</style>' +
      '<style>.extra{color:red}</style>' +
      '<link rel="stylesheet" href="/assets/late.6.css">';

    expect(assetsOfPage(html)).toEqual({
      js: [],
      css: ['/assets/late.6.css'],
      inlineCss: ['body{margin:0}', '.extra{color:red}'],
    });
  });
});

describe('kindOfResource', () => {
  it.each([
    ['http://127.0.0.1:4193/assets/main.2.js', 'js'],
    ['http://127.0.0.1:4193/assets/main.3.css', 'css'],
    ['http://127.0.0.1:4193/assets/inter-latin-wght-normal.4f.woff2', 'fonts'],
    ['http://127.0.0.1:4193/images/posts/office-cleaning.svg', 'images'],
    ['http://127.0.0.1:4193/social-card.jpg?v=2', 'images'],
    ['http://127.0.0.1:4193/api/posts?per_page=2', 'other'],
  ])('%s is %s', (url, kind) => {
    expect(kindOfResource(url)).toBe(kind);
  });
});
