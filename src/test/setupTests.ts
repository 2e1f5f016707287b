import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@/test/server';

// Pages arrive in lazy chunks; with the machine busy that takes longer than the library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom implements neither scrolling nor IntersectionObserver; the site uses both.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom's own styles leave <wbr> without a display, so accessible names got a space at each
// one; browsers lay it out inline (`hello@harbourline.example` stays one name).
document.head.insertAdjacentHTML('beforeend', '<style>wbr { display: inline; }</style>');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.className = '';
});
afterAll(() => server.close());
