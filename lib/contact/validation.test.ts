import { contactErrors, contactSchema } from './validation';

describe('contactSchema', () => {
  const valid = { name: 'Jane', email: 'Jane.Doe@Example.COM', message: 'Hello' };

  it('accepts a valid message and trims the fields', () => {
    const parsed = contactSchema.parse({
      name: '  Jane ',
      email: ' jane@example.com ',
      message: ' Hi ',
    });
    expect(parsed).toEqual({ name: 'Jane', email: 'jane@example.com', message: 'Hi' });
  });

  it('matches e-mail addresses case-insensitively', () => {
    expect(contactErrors(valid)).toEqual({});
  });

  it.each([
    [{ ...valid, name: '   ' }, { name: 'required' }],
    [{ ...valid, message: '\n\t ' }, { message: 'required' }],
    [{ ...valid, email: '' }, { email: 'required' }],
    [{ ...valid, email: 'jane@' }, { email: 'invalid' }],
    [{ ...valid, email: 'jane@example' }, { email: 'invalid' }],
    [{ ...valid, email: 'jane doe@example.com' }, { email: 'invalid' }],
    [{ ...valid, name: 'x'.repeat(201) }, { name: 'tooLong' }],
    [{ ...valid, message: 'x'.repeat(5001) }, { message: 'tooLong' }],
  ])('reports the first error of each field: %j', (input, expected) => {
    expect(contactErrors(input)).toEqual(expected);
  });

  it('reports every missing field', () => {
    expect(contactErrors({})).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });
});
