import * as validation from './contactValidation';

const valid = {
  name: 'Priya Natarajan',
  email: 'priya@example.com.au',
  phone: '+61 (02) 5550-1234',
  service: 'commercial',
  message: 'Nightly cleaning for a two-storey office.',
};

describe('contact form rules', () => {
  it('accepts a complete, valid enquiry', () => {
    expect(validation.validateContact(valid)).toEqual({});
  });

  it('requires name, e-mail and message but not phone or service', () => {
    const errors = validation.validateContact(validation.emptyContactValues);
    expect(Object.keys(errors)).toEqual(['name', 'email', 'message']);
    expect(validation.firstInvalidField(errors)).toBe('name');
  });

  it('judges trimmed values and counts characters like the server', () => {
    expect(validation.validateContactField('name', '  A  ')).toMatch(/at least 2/);
    expect(validation.validateContactField('name', 'Al')).toBeUndefined();
    expect(validation.validateContactField('name', 'x'.repeat(100))).toBeUndefined();
    expect(validation.validateContactField('name', 'x'.repeat(101))).toMatch(/at most 100/);
    expect(validation.validateContactField('message', '😀'.repeat(10))).toBeUndefined();
    expect(validation.validateContactField('message', '         short    ')).toMatch(/at least 10/);
    expect(validation.validateContactField('message', 'x'.repeat(5001))).toMatch(/at most 5,000/);
  });

  it('checks the e-mail format and length', () => {
    expect(validation.validateContactField('email', 'not-an-address')).toMatch(/valid e-mail/);
    expect(validation.validateContactField('email', `${'a'.repeat(250)}@x.au`)).toMatch(
      /at most 254/,
    );
    expect(validation.validateContactField('email', ' ops@school.edu.au ')).toBeUndefined();
  });

  it('allows only digits, spaces and + ( ) - in a phone number of up to 30 characters', () => {
    expect(validation.validateContactField('phone', '')).toBeUndefined();
    expect(validation.validateContactField('phone', '0412 345 678')).toBeUndefined();
    expect(validation.validateContactField('phone', 'call me')).toMatch(/only contain/);
    expect(validation.validateContactField('phone', '1'.repeat(31))).toMatch(/at most 30/);
  });

  it('accepts only the listed services', () => {
    expect(validation.validateContactField('service', 'move')).toBeUndefined();
    expect(validation.validateContactField('service', 'window-washing')).toMatch(/from the list/);
  });

  it('sends trimmed values and leaves out empty optional fields', () => {
    expect(
      validation.toContactRequestBody({ ...valid, name: '  Priya  ', phone: '  ', service: '' }),
    ).toEqual({
      name: 'Priya',
      email: valid.email,
      message: valid.message,
    });
    expect(validation.toContactRequestBody(valid)).toEqual(valid);
  });

  it('sends values as the server stores them: composed, and single lines on one line', () => {
    expect(
      validation.toContactRequestBody({
        ...valid,
        name: 'Zoe\u0301\r\nMartin',
        message: 'Cafe\u0301 clean.\r\n',
      }),
    ).toEqual({ ...valid, name: 'Zo\u00e9 Martin', message: 'Caf\u00e9 clean.' });
  });

  it('gives the verdict the server gives on hidden and broken characters', () => {
    expect(
      validation.validateContactField('message', 'Quote please\u001b[31m for the office.'),
    ).toMatch(/hidden control/);
    expect(validation.validateContactField('name', 'Jo\ud800')).toMatch(/broken character/);
  });
});
