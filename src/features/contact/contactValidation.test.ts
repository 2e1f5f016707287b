import {
  emptyContactValues,
  firstInvalidField,
  toContactRequestBody,
  validateContact,
  validateContactField,
} from './contactValidation';

const valid = {
  name: 'Priya Natarajan',
  email: 'priya@example.com.au',
  phone: '+61 (02) 5550-1234',
  service: 'commercial',
  message: 'Nightly cleaning for a two-storey office.',
};

describe('contact form rules', () => {
  it('accepts a complete, valid enquiry', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, e-mail and message but not phone or service', () => {
    const errors = validateContact(emptyContactValues);
    expect(Object.keys(errors)).toEqual(['name', 'email', 'message']);
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('judges trimmed values and counts characters like the server', () => {
    expect(validateContactField('name', '  A  ')).toMatch(/at least 2/);
    expect(validateContactField('name', 'Al')).toBeUndefined();
    expect(validateContactField('name', 'x'.repeat(100))).toBeUndefined();
    expect(validateContactField('name', 'x'.repeat(101))).toMatch(/at most 100/);
    expect(validateContactField('message', '😀'.repeat(10))).toBeUndefined();
    expect(validateContactField('message', '         short    ')).toMatch(/at least 10/);
    expect(validateContactField('message', 'x'.repeat(5001))).toMatch(/at most 5,000/);
  });

  it('checks the e-mail format and length', () => {
    expect(validateContactField('email', 'not-an-address')).toMatch(/valid e-mail/);
    expect(validateContactField('email', `${'a'.repeat(250)}@x.au`)).toMatch(/at most 254/);
    expect(validateContactField('email', ' ops@school.edu.au ')).toBeUndefined();
  });

  it('allows only digits, spaces and + ( ) - in a phone number of up to 30 characters', () => {
    expect(validateContactField('phone', '')).toBeUndefined();
    expect(validateContactField('phone', '0412 345 678')).toBeUndefined();
    expect(validateContactField('phone', 'call me')).toMatch(/only contain/);
    expect(validateContactField('phone', '1'.repeat(31))).toMatch(/at most 30/);
  });

  it('accepts only the listed services', () => {
    expect(validateContactField('service', 'move')).toBeUndefined();
    expect(validateContactField('service', 'window-washing')).toMatch(/from the list/);
  });

  it('sends trimmed values and leaves out empty optional fields', () => {
    expect(toContactRequestBody({ ...valid, name: '  Priya  ', phone: '  ', service: '' })).toEqual(
      {
        name: 'Priya',
        email: valid.email,
        message: valid.message,
      },
    );
    expect(toContactRequestBody(valid)).toEqual(valid);
  });

  it('sends values as the server stores them: composed, and single lines on one line', () => {
    expect(
      toContactRequestBody({
        ...valid,
        name: 'Zoe\u0301\r\nMartin',
        message: 'Cafe\u0301 clean.\r\n',
      }),
    ).toEqual({ ...valid, name: 'Zo\u00e9 Martin', message: 'Caf\u00e9 clean.' });
  });

  it('gives the verdict the server gives on hidden and broken characters', () => {
    expect(validateContactField('message', 'Quote please\u001b[31m for the office.')).toMatch(
      /hidden control/,
    );
    expect(validateContactField('name', 'Jo\ud800')).toMatch(/broken character/);
  });
});
