import { MISTYPED_ENDINGS } from '@contract/contact/email';
import { suggestEmail } from './emailSuggestion';

describe('suggestEmail', () => {
  it.each([
    ['jo@gmial.com', 'jo@gmail.com'],
    ['jo@gamil.com', 'jo@gmail.com'],
    ['jo@hotmial.com', 'jo@hotmail.com'],
    ['jo@outlok.com', 'jo@outlook.com'],
    ['jo@bigpond.con', 'jo@bigpond.com'],
    ['jo@bigpnd.net.au', 'jo@bigpond.net.au'],
    ['jo@optusnet.con.au', 'jo@optusnet.com.au'],
    ['jo@outlok.com.au', 'jo@outlook.com.au'],
    ['jo@company.con', 'jo@company.com'],
    ['jo@company.cmo', 'jo@company.com'],
    ['jo@company.com.ua', 'jo@company.com.au'],
    ['jo@company.cmo.au', 'jo@company.com.au'],
    ['jo@company.com.aus', 'jo@company.com.au'],
    ['jo@company.net.ua', 'jo@company.net.au'],
    ['jo@company.ogr.au', 'jo@company.org.au'],
    ['jo@school.edu.ua', 'jo@school.edu.au'],
    ['jo@health.gov.ua', 'jo@health.gov.au'],
    ['jo@gmial.con', 'jo@gmail.com'],
  ])('offers %s → %s', (typed, suggested) => expect(suggestEmail(typed)).toBe(suggested));

  it.each([...MISTYPED_ENDINGS])(
    'mends every ending the address rule refuses as a slip: .%s',
    (ending) => expect(suggestEmail(`jo@company.${ending}`)).toMatch(/^jo@company\.(com|net|org)$/),
  );

  it('keeps the part before the @ as typed, and drops the spaces around', () => {
    expect(suggestEmail('  Jo.Lee+quotes@GMIAL.com ')).toBe('Jo.Lee+quotes@gmail.com');
  });

  it.each([
    'jo@gmail.com',
    'jo@bigpond.com',
    'jo@optusnet.com.au',
    'jo@outlook.com.au',
    'jo@harbourline.com.au',
    'jo@school.edu.au',
    'jo@health.nsw.gov.au',
    'jo@company.net.au',
    'jo@company.org.au',
    'jo@company.au',
    'jo@company.co',
    'jo@abc.com',
    'jo@abc.net.au',
    'jo@olive.com.au',
    'jo@gmail.com.au',
  ])('leaves %s alone', (address) => expect(suggestEmail(address)).toBeUndefined());

  it.each(['', 'jo', 'jo@', '@gmial.com', 'jo@company', 'jo@gm(ial.com', 'jo smith@gmial.com'])(
    'offers nothing for %j, which is no address to mend',
    (typed) => expect(suggestEmail(typed)).toBeUndefined(),
  );
});
