import '@testing-library/jest-dom';
import { server } from '@/test/server';

// jsdom implements neither scrolling nor IntersectionObserver; the site uses both.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.className = '';
});
afterAll(() => server.close());
