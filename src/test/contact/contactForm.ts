import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const field = {
  name: () => screen.getByRole('textbox', { name: /^Full Name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  phone: () => screen.getByRole('textbox', { name: /^Phone/ }),
  service: () => screen.getByRole('combobox', { name: /^Service/ }),
  message: () => screen.getByRole('textbox', { name: /^Message/ }),
};

export const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

export const enquiry = {
  name: 'Priya Natarajan',
  email: 'priya.natarajan@example.com.au',
  phone: '0412 345 678',
  service: 'commercial',
  message: 'Nightly cleaning for a 600 square metre office in Parramatta, starting next month.',
};

/** The enquiry as the form sends it: with its screening fields (an empty trap, the time open). */
export const sentEnquiry = { ...enquiry, website: '', openForMs: expect.any(Number) as number };

/** Clicks into a text field and pastes `value`: the visitor's whole entry in one input event. */
async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/**
 * Fills in the enquiry field by field, in form order, pasting each value: the tests that fill it
 * are about what happens to an enquiry, and typing its 160 characters key by key took them most
 * of a second each. The tests of typing itself type.
 */
export async function fillEnquiry(user: UserEvent) {
  await enter(user, field.name(), enquiry.name);
  await enter(user, field.email(), enquiry.email);
  await enter(user, field.phone(), enquiry.phone);
  await user.selectOptions(field.service(), enquiry.service);
  await enter(user, field.message(), enquiry.message);
}
