import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONTRACT_FILE,
  FORMS_CONTRACT_FILE,
  loadContract,
  validateContractDocument,
} from './apiContract';

describe('the contract documents', () => {
  it.each([
    ['the blog API', CONTRACT_FILE],
    ['the forms', FORMS_CONTRACT_FILE],
  ])('of %s are valid OpenAPI 3.1', async (_label, file) => {
    const result = await validateContractDocument(file);
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('keep the admin host to posts: the forms are the site’s own', () => {
    const blog = fs.readFileSync(CONTRACT_FILE, 'utf8');
    expect(blog).toMatch(/^ {2}\/posts:$/m);
    expect(blog).not.toMatch(/^ {2}\/(contact-requests|newsletter-signups):$/m);
    const forms = fs.readFileSync(FORMS_CONTRACT_FILE, 'utf8');
    expect(forms).toMatch(/^ {2}\/contact-requests:$/m);
    expect(forms).toMatch(/^ {2}\/newsletter-signups:$/m);
    expect(forms).toMatch(/^ {2}\/csp-reports:$/m);
    expect(forms).not.toMatch(/^ {2}\/posts/m);
  });

  it('is refused by the document check when broken, so a pass means something', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-contract-'));
    const broken = path.join(dir, 'broken.yaml');
    try {
      const text = fs.readFileSync(CONTRACT_FILE, 'utf8').replace(/^info:/m, 'information:');
      fs.writeFileSync(broken, text);
      expect((await validateContractDocument(broken)).valid).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('checking answers against the contract', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('rejects a wrong answer and says which field and why', async () => {
    const check = await loadContract();
    const result = check('listPosts', {
      status: 200,
      headers: json,
      body: {
        data: [],
        links: {
          first: 'http://x/api/posts?page=1',
          last: 'http://x/api/posts?page=1',
          prev: null,
        },
        meta: {
          current_page: 1,
          from: '1',
          last_page: 1,
          links: [],
          path: 'http://x/api/posts',
          per_page: 15,
          to: null,
          total: 0,
        },
      },
    });
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/links must have required property 'next'/),
        expect.stringMatching(/^\/meta\/from must be integer,null/),
      ]),
    );
  });

  it('takes a lean list item and a digit string per_page, but not a post without its body', async () => {
    const check = await loadContract();
    const summary = {
      id: 1,
      slug: 'a',
      title: 'A',
      excerpt: null,
      thumbnail: null,
      category: { id: 1, name: 'C', slug: 'c' },
      published_at: null,
    };
    const page = (perPage: unknown) => ({
      status: 200,
      headers: json,
      body: {
        data: [summary],
        links: { first: 'http://x/?page=1', last: 'http://x/?page=1', prev: null, next: null },
        meta: {
          current_page: 1,
          from: 1,
          last_page: 1,
          links: [],
          path: 'http://x/api/posts',
          per_page: perPage,
          to: 1,
          total: 1,
        },
      },
    });
    expect(check('listPosts', page('5')).problems).toEqual([]);
    expect(check('listPosts', page('5 posts')).valid).toBe(false);
    const post = check('getPost', { status: 200, headers: json, body: { data: summary } });
    expect(post.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/must have required property 'body'/)]),
    );
  });

  it('rejects a numeric contact reference, a status not documented and a non-JSON body', async () => {
    const check = await loadContract();
    const forms = await loadContract(FORMS_CONTRACT_FILE);
    const receipt = { data: { id: 7, created_at: '2025-03-03T01:02:03.000Z' } };
    expect(
      forms('createContactRequest', { status: 201, headers: json, body: receipt }).problems,
    ).toEqual([expect.stringMatching(/^\/data\/id must be string/)]);
    expect(
      check('getPost', { status: 418, headers: json, body: { message: 'x' } }).problems,
    ).toEqual(['getPost does not document 418']);
    expect(
      check('getPost', {
        status: 404,
        headers: { 'content-type': 'text/html' },
        body: { message: 'x' },
      }).valid,
    ).toBe(false);
  });

  it('requires the headers marked required only, and checks the others when sent', async () => {
    const check = await loadContract();
    const error = { message: 'x' };
    expect(check('getPost', { status: 503, headers: json, body: error }).problems).toEqual([]);
    expect(check('getPost', { status: 429, headers: json, body: error }).problems).toEqual([
      'header retry-after is required but missing',
    ]);
    const notSeconds = { ...json, 'retry-after': 'soon' };
    expect(check('getPost', { status: 503, headers: notSeconds, body: error }).valid).toBe(false);
  });

  it.each(['createContactRequest', 'createNewsletterSignup'])(
    'requires Retry-After on a 429 (%s)',
    async (operation) => {
      const forms = await loadContract(FORMS_CONTRACT_FILE);
      const result = forms(operation, {
        status: 429,
        headers: json,
        body: { message: 'Slow down.', retryAfter: 30 },
      });
      expect(result.problems).toEqual([expect.stringMatching(/^header .*retry-after/)]);
    },
  );
});
