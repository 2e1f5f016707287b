import { makeTestApp } from '../test/testSupport';

describe('error responses', () => {
  it('hides internals of an unexpected failure behind a JSON 500', async () => {
    const t = await makeTestApp({ logLevel: 'silent' });
    try {
      t.db.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/posts' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again shortly.',
      });
      expect(response.body).not.toMatch(/stack|database|sqlite|at /i);
    } finally {
      await t.app.close();
    }
  });

  it('marks every response nosniff', async () => {
    const t = await makeTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });
});
