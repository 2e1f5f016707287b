import { setupServer } from 'msw/node';

/** The network edge for integration tests; each test adds the handlers it needs. */
export const server = setupServer();

export const apiUrl = (path: string): string => `${process.env.API_BASE_URL}${path}`;
