import { composeLeadEmail } from './emails';
import { retryDelayMs } from './outboxWorker';
import { sydneyTimeInWords } from '../time/sydneyTime';

const lead = {
  reference: 'HL-7K3M9QXP',
  createdAt: '2026-11-22T10:04:00.000Z',
  name: 'Jordan Lee',
  email: 'jordan@example.com.au',
  phone: null,
  service: null,
  message: 'Please quote.',
};

describe('sydneyTimeInWords', () => {
  it('reads summer and winter times as the office does', () => {
    expect(sydneyTimeInWords(new Date('2026-11-22T10:04:00Z'))).toBe(
      'Sun 22 Nov 2026, 9:04 pm AEDT',
    );
    expect(sydneyTimeInWords(new Date('2026-06-22T00:30:00Z'))).toBe(
      'Mon 22 June 2026, 10:30 am AEST',
    );
  });
});

describe('composeLeadEmail', () => {
  it('names the service and the visitor in the subject, and says when fields were left out', () => {
    const email = composeLeadEmail({ ...lead, service: 'deep' }, 'www.harbourline.example');
    expect(email.subject).toBe('Website enquiry HL-7K3M9QXP: Deep cleaning — Jordan Lee');
    expect(composeLeadEmail(lead, 'h').subject).toBe('Website enquiry HL-7K3M9QXP: Jordan Lee');
    expect(email.text).toContain('Phone: (not given)');
    expect(composeLeadEmail(lead, 'h').text).toContain('Service: (not given)');
    expect(email.messageId).toBe('<contact-HL-7K3M9QXP@www.harbourline.example>');
    expect(email.replyTo).toEqual({ name: 'Jordan Lee', address: 'jordan@example.com.au' });
  });

  it('names every service, and the cleaning kinds stored before the list grew', () => {
    const subject = (service: string) => composeLeadEmail({ ...lead, service }, 'h').subject;
    expect(subject('waste')).toBe('Website enquiry HL-7K3M9QXP: Waste management — Jordan Lee');
    expect(subject('grounds')).toMatch(/: Grounds maintenance — /);
    expect(subject('maintenance')).toMatch(/: Facility maintenance — /);
    expect(subject('residential')).toMatch(/: Residential cleaning — /);
  });

  it('keeps the subject on one line whatever is stored', () => {
    const email = composeLeadEmail({ ...lead, name: 'Jordan\r\nBcc: x@example.com' }, 'h');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.replyTo.name).not.toMatch(/[\r\n]/);
  });
});

describe('retryDelayMs', () => {
  const policy = { baseMs: 30_000, capMs: 3_600_000 };

  it('doubles from 30 s to a one-hour cap', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelayMs(n, policy, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('jitters by 20 % either way', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, policy, () => 0.999_999)).toBe(36_000);
  });
});
