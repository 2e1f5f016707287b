import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BUILT_VIEWS_PATH } from '@contract/blog/builtViews';

export const apiUrl = (path: string): string => `${process.env.API_BASE_URL}${path}`;

/** Where the tests' build sends a form (FORMS_URL in src/test/setupEnv.ts). */
export const formsUrl = (form: string): string => `${process.env.FORMS_URL}/forms/${form}`;

/** The forms server's answer to fields it refuses: 422 with each field's messages. */
export const refusedFields = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: 'The given data was invalid.', errors }, { status: 422 });

/**
 * The network edge for integration tests. The home page always asks for its two teaser
 * posts, so an empty answer is the default; the site is a static host whose build wrote no
 * views of the blog. Tests that care add their own handlers.
 */
export const server = setupServer(
  http.get(apiUrl('/posts'), () => HttpResponse.json({ data: [] })),
  http.get(`${window.location.origin}${BUILT_VIEWS_PATH}/*`, () =>
    HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
  ),
);
