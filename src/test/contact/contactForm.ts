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

export async function fillEnquiry(user: UserEvent) {
  await user.type(field.name(), enquiry.name);
  await user.type(field.email(), enquiry.email);
  await user.type(field.phone(), enquiry.phone);
  await user.selectOptions(field.service(), enquiry.service);
  await user.type(field.message(), enquiry.message);
}
