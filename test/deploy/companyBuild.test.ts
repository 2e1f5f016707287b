import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { companyCopy, editFile, withoutSampleMarks } from './companyCopy';

/**
 * The production build for the company's address, run as its operator runs it (`npm run build`
 * with its SITE_URL) on the company's copy of this commit: it refuses the demo's sample proof,
 * and with the company's own proof and no case study yet, /portfolio stays out of search.
 */

jest.setTimeout(600_000);

const SITE_URL = 'https://www.example.com.au';

let dir: string;

beforeAll(() => {
  dir = companyCopy('harbourline-company-build-', { withPackages: true });
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run build` in the copy; resolves with its exit code and what it printed. */
const build = () =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'npm',
      ['run', 'build'],
      { cwd: dir, env: { ...process.env, SITE_URL }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` });
      },
    );
  });

const built = (file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

describe("the production build for the company's address", () => {
  it("refuses the demo's sample proof, naming each entry", async () => {
    const { code, output } = await build();
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /The build for https:\/\/www\.example\.com\.au would publish \d+ of the demo's sample proof entries: testimonial "\w+"/,
    );
    expect(output).toContain('case study "northgate-offices"');
    expect(fs.existsSync(path.join(dir, 'dist', 'index.html'))).toBe(false);
  });

  it('with its own proof and no case study yet, keeps /portfolio out of the sitemap and of search', async () => {
    editFile(dir, 'src/config/proof.ts', (source) =>
      withoutSampleMarks(source).replace(
        /\n {2}caseStudies: \[\n[\s\S]*?\n {2}\],/,
        '\n  caseStudies: [],',
      ),
    );
    const { code, output } = await build();
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE_URL}/about</loc>`);
    expect(sitemap).not.toContain('/portfolio');
    const portfolio = built('portfolio/index.html');
    expect(portfolio).toMatch(/<meta name="robots" content="noindex/);
    expect(portfolio).toContain('preparing case studies');
    // No case-study cards on a service either; its testimonials stay.
    const service = built('services/cleaning/index.html');
    expect(service).not.toContain('Work we have done');
    expect(service).toContain('What our clients say');
  });
});
