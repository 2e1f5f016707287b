import buildConfig from '../webpack.config';
import { type Proof, proof } from '../src/config/proof';
import { site } from '../src/config/site';
import {
  checkCompanyDetails,
  isLocalSite,
  isValidAbn,
  sampleDetails,
  sampleProof,
} from './companyDetails';

const company = {
  ...site,
  email: 'enquiries@harbourline.com.au',
  phone: { display: '(02) 9648 2210', tel: '+61296482210' },
};

/** The company's own proof: the demo's entries with their sample marks taken off. */
const unmark = <Entry extends { sample?: true }>(entries: readonly Entry[]): Entry[] =>
  entries.map(({ sample: _sample, ...entry }) => entry as Entry);
const companyProof: Proof = {
  testimonials: unmark(proof.testimonials),
  clients: unmark(proof.clients),
  accreditations: unmark(proof.accreditations),
  caseStudies: unmark(proof.caseStudies),
  claims: unmark(proof.claims),
};
const noProof: Proof = {
  testimonials: [],
  clients: [],
  accreditations: [],
  caseStudies: [],
  claims: [],
};
const companyUrl = 'https://www.harbourline.com.au';

describe("the company's details in a build", () => {
  it("names the demo's sample e-mail and phone number", () => {
    expect(sampleDetails(site)).toEqual([
      'email hello@harbourline.example',
      'phone (02) 5550 1234',
    ]);
    expect(sampleDetails(company)).toEqual([]);
    expect(sampleDetails({ ...company, email: 'jo@example.com' })).toEqual([
      'email jo@example.com',
    ]);
  });

  it('refuses them for the company’s address, naming the file to edit', () => {
    expect(() => checkCompanyDetails('https://www.harbourline.com.au', site)).toThrow(
      /sample email hello@harbourline\.example and phone \(02\) 5550 1234\. Put the company's own details in src\/config\/site\.ts/,
    );
    expect(() => checkCompanyDetails(companyUrl, company, noProof)).not.toThrow();
  });

  it('refuses every proof entry still marked sample for the company’s address, naming each', () => {
    const names = sampleProof(proof);
    expect(names).toEqual(
      expect.arrayContaining([
        'testimonial "northgate"',
        'client "Northgate Property Group"',
        'accreditation "iso-9001"',
        'case study "northgate-offices"',
        'figure "Clients Served"',
      ]),
    );
    const total =
      proof.testimonials.length +
      proof.clients.length +
      proof.accreditations.length +
      proof.caseStudies.length +
      proof.claims.length;
    expect(names).toHaveLength(total);
    expect(() => checkCompanyDetails(companyUrl, company, proof)).toThrow(
      new RegExp(
        `would publish ${total} of the demo's sample proof entries: testimonial "northgate", .*Replace them in src/config/proof\\.ts`,
      ),
    );
    // One entry left marked is enough to stop it.
    const oneLeft = { ...companyProof, clients: [...companyProof.clients, proof.clients[0]!] };
    expect(() => checkCompanyDetails(companyUrl, company, oneLeft)).toThrow(
      /1 of the demo's sample proof entries: client "Northgate Property Group"/,
    );
    expect(() => checkCompanyDetails(companyUrl, company, companyProof)).not.toThrow();
    expect(() => checkCompanyDetails('http://localhost:8080', site, proof)).not.toThrow();
  });

  it('refuses a certificate or policy past its expiry for the company’s address', () => {
    const lastDay = companyProof.accreditations[0]!.expires;
    const dayAfter = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(() => checkCompanyDetails(companyUrl, company, companyProof, lastDay)).not.toThrow();
    expect(() => checkCompanyDetails(companyUrl, company, companyProof, dayAfter)).toThrow(
      new RegExp(
        `have expired: "iso-9001" \\(expired ${lastDay}\\), .*\\. Put the renewed number and date in src/config/proof\\.ts`,
      ),
    );
    // The insurance runs three months longer, so it is not named.
    expect(() => checkCompanyDetails(companyUrl, company, companyProof, dayAfter)).not.toThrow(
      /public-liability/,
    );
  });

  it('stops the build itself before anything is compiled', () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = 'https://www.harbourline.com.au';
    try {
      expect(() => buildConfig({}, { mode: 'production' })).toThrow(/src\/config\/site\.ts/);
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  });

  it('keeps them for the demo and tests on this machine', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:4173', 'http://site.localhost']) {
      expect(isLocalSite(url)).toBe(true);
      expect(() => checkCompanyDetails(url, site)).not.toThrow();
    }
    expect(isLocalSite('https://staging.harbourline.com.au')).toBe(false);
  });

  it('refuses a mistyped ABN in any build, naming the file, and accepts a real one', () => {
    // The ATO's own ABN, as its examples print it.
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('51 824 753 55')).toBe(false);
    expect(() =>
      checkCompanyDetails('http://localhost:8080', { ...site, abn: '51 824 753 557' }),
    ).toThrow(/The ABN "51 824 753 557" in src\/config\/site\.ts is not a valid ABN/);
    expect(() =>
      checkCompanyDetails(companyUrl, { ...company, abn: '51 824 753 556' }, noProof),
    ).not.toThrow();
  });
});
