import {
  CATALOGUE_SERVICE_OF,
  IDEMPOTENCY_KEY_PATTERN,
  SERVICE_VALUES,
  contactErrorMessages,
  judgeContact,
  judgeContactField,
} from './contactRules';

describe('the contact rules shared by form and server', () => {
  it('judges the normalised value, and returns it', () => {
    expect(judgeContactField('name', ' Zoe\u0301\r\n')).toEqual({
      value: 'Zo\u00e9',
      problem: undefined,
    });
    expect(judgeContactField('name', 'A\u0000 ')).toEqual({
      value: 'A',
      problem: contactErrorMessages.name.short,
    });
  });

  it('refuses hidden characters in the message and broken characters anywhere', () => {
    expect(judgeContactField('message', 'Ring me\u0007 about a quote.').problem).toBe(
      contactErrorMessages.message.hidden,
    );
    expect(judgeContactField('message', 'Ring me\u202e about a quote.').problem).toBe(
      contactErrorMessages.message.hidden,
    );
    expect(judgeContactField('message', 'Ring me \ud800 about a quote.').problem).toBe(
      contactErrorMessages.message.unreadable,
    );
    expect(judgeContactField('name', 'Jo \udc00').problem).toBe(
      contactErrorMessages.name.unreadable,
    );
    expect(judgeContactField('service', 'deep\ud800').problem).toBe(
      contactErrorMessages.service.invalid,
    );
  });

  it('takes encoded-word syntax out of a name, and refuses an address holding it', () => {
    expect(judgeContactField('name', '=?UTF-8?Q?Accounts_Team?= Jordan\u200B Lee')).toEqual({
      value: 'Jordan Lee',
      problem: undefined,
    });
    expect(judgeContactField('name', '=?UTF-8?Q?Accounts_Team?=').problem).toBe(
      contactErrorMessages.name.missing,
    );
    expect(judgeContactField('email', '=?UTF-8?Q?boss?=@example.com')).toEqual({
      value: '=?UTF-8?Q?boss?=@example.com',
      problem: contactErrorMessages.email.invalid,
    });
    expect(judgeContactField('email', 'a=b?c@example.com').problem).toBeUndefined();
  });

  it('judges every field at once', () => {
    const { values, errors } = judgeContact({
      name: ' Priya\tNatarajan ',
      email: 'priya@example.com.au',
      phone: '',
      service: 'cleaning',
      message: 'Nightly office clean.\r\n',
    });
    expect(values).toEqual({
      name: 'Priya Natarajan',
      email: 'priya@example.com.au',
      phone: '',
      service: 'cleaning',
      message: 'Nightly office clean.',
    });
    expect(errors).toEqual({ service: contactErrorMessages.service.invalid });
  });

  it('lists every service, old values among them, and accepts the keys the form makes', () => {
    expect(SERVICE_VALUES).toEqual([
      'commercial',
      'deep',
      'residential',
      'move',
      'waste',
      'maintenance',
      'grounds',
      'other',
    ]);
    expect(SERVICE_VALUES.map((value) => CATALOGUE_SERVICE_OF[value])).toEqual([
      ...Array<string>(4).fill('cleaning'),
      'waste',
      'maintenance',
      'grounds',
      null,
    ]);
    expect(IDEMPOTENCY_KEY_PATTERN.test('0b7e7c9a-4a1f-4d55-9a1e-2c6f0d4b8e11')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('short')).toBe(false);
  });
});
