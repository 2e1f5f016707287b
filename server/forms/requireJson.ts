import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

const isJson = (contentType: string | undefined): boolean => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
};

/** An onRequest hook: checked before the body is read, so a form post never reaches the parser. */
export const requireJson = async (request: FastifyRequest): Promise<void> => {
  if (!isJson(request.headers['content-type'])) {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json).');
  }
};
