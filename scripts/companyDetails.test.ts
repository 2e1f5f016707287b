import buildConfig from '../webpack.config';
import { site } from '../src/config/site';
import { checkCompanyDetails, isLocalSite, isValidAbn, sampleDetails } from './companyDetails';

const company = {
  ...site,
  email: 'enquiries@harbourline.com.au',
  phone: { display: '(02) 9648 2210', tel: '+61296482210' },
};

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
    expect(() => checkCompanyDetails('https://www.harbourline.com.au', company)).not.toThrow();
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
      checkCompanyDetails('https://www.harbourline.com.au', { ...company, abn: '51 824 753 556' }),
    ).not.toThrow();
  });
});
