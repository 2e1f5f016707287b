import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_FILE, loadContract, validateContractDocument } from './apiContract';

describe('the API contract document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validateContractDocument();
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
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

  it('rejects a numeric contact reference, a status not documented and a non-JSON body', async () => {
    const check = await loadContract();
    const receipt = { data: { id: 7, created_at: '2025-03-03T01:02:03.000Z' } };
    expect(
      check('createContactRequest', { status: 201, headers: json, body: receipt }).problems,
    ).toEqual([expect.stringMatching(/^\/data\/id must be string/)]);
    expect(
      check('getPost', { status: 500, headers: json, body: { message: 'x' } }).problems,
    ).toEqual(['getPost does not document 500']);
    expect(
      check('getPost', {
        status: 404,
        headers: { 'content-type': 'text/html' },
        body: { message: 'x' },
      }).valid,
    ).toBe(false);
  });

  it('requires Retry-After on a 429', async () => {
    const check = await loadContract();
    const result = check('createContactRequest', {
      status: 429,
      headers: json,
      body: { message: 'Slow down.' },
    });
    expect(result.problems).toEqual([expect.stringMatching(/^header .*retry-after/)]);
  });
});
