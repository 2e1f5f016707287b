import { describeFailure } from './contactApi';

describe('describing a failed send', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'network'],
    [{ status: 'TIMEOUT_ERROR', error: 'AbortError' }, 'timeout'],
    [{ status: 500, data: { message: 'Something went wrong' } }, 'server'],
    [{ status: 503, data: null }, 'server'],
    [
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
      'server',
    ],
    [
      { status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'SyntaxError' },
      'rejected',
    ],
    [{ status: 415, data: { message: 'The request body must be JSON' } }, 'rejected'],
    [{ status: 409, data: { message: 'Still being handled' } }, 'stillSending'],
    [{ status: 'CUSTOM_ERROR', error: 'Unexpected answer from the server' }, 'server'],
    [new Error('anything else'), 'server'],
  ])('%j is a %s failure', (error, kind) => {
    expect(describeFailure(error).kind).toBe(kind);
  });

  it.each([
    [{ status: 429, data: { message: 'Too many requests.', retryAfter: 42 } }, 42],
    [{ status: 429, data: { message: 'Too many requests.' } }, null],
    [{ status: 'PARSING_ERROR', originalStatus: 429, data: '<html>', error: 'SyntaxError' }, null],
  ])('%j is a rate limit that asks for a wait of %s seconds', (error, retryAfterSeconds) => {
    const failure = describeFailure(error);
    expect(failure).toEqual({ kind: 'rateLimited', retryAfterSeconds });
  });

  it("maps a 422 answer's messages onto the form's fields", () => {
    const failure = describeFailure({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { name: ['Your name must be at least 2 characters.', 'second'], unknown: ['x'] },
      },
    });
    expect(failure).toEqual({
      kind: 'invalid',
      fieldErrors: { name: 'Your name must be at least 2 characters.' },
      keyRejected: false,
    });
  });

  it('asks for a new idempotency key when the server rejects only the key', () => {
    const failure = describeFailure({
      status: 422,
      data: { message: 'Invalid', errors: { idempotencyKey: ['The idempotency key must be…'] } },
    });
    expect(failure).toEqual({ kind: 'rejected', keyRejected: true });
  });
});
