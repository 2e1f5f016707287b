import { CATALOGUE_SERVICE_OF } from '@contract/contact/contactRules';
import type { ServiceId } from './catalogue';
import { SERVICE_IDS } from './catalogue';

// The contact rules live in contract/, which imports nothing of the app: the catalogue's ids
// that the form's services stand for are checked here, by tsc and at run time.
const services: readonly (ServiceId | null)[] = Object.values(CATALOGUE_SERVICE_OF);

it('names only services of the catalogue as what a form value stands for', () => {
  const named = services.filter((id) => id !== null);
  expect(named.filter((id) => !SERVICE_IDS.includes(id))).toEqual([]);
  expect(new Set(named)).toEqual(new Set(SERVICE_IDS));
});
