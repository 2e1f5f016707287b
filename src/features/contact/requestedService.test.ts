import { quotePath } from '@/lib/quoteLink';
import { requestedService } from './contactValidation';

describe('quote links', () => {
  it('lead to the form on /contact, naming the service when there is one', () => {
    expect(quotePath()).toBe('/contact#quote');
    expect(quotePath('waste')).toBe('/contact?service=waste#quote');
  });

  it.each([
    ['?service=waste', 'waste'],
    ['?service=grounds', 'grounds'],
    ['?service=deep', 'deep'],
    // The cleaning page asks for cleaning: most of it is commercial work.
    ['?service=cleaning', 'commercial'],
    ['?service=toString', null],
    ['?service=', null],
    ['', null],
  ])('%s chooses %s', (search, service) => {
    expect(requestedService(search)).toBe(service);
  });
});
