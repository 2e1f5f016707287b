import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A body kept compressed with Brotli: what the server holds for a while and sends many times
 * (rendered pages, their state). It costs a tenth of the two-byte string it was made from,
 * and a browser taking Brotli gets it as is, without compressing it again.
 */
export interface CompressedBody {
  br: Buffer;
}

/** As the compression of every other answer (app.ts): fast over the last few bytes. */
const BROTLI_QUALITY = 5;

export function compressedBody(text: string): CompressedBody {
  const raw = Buffer.from(text);
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  // Copied: the encoder's output is a view of a larger block, which would be kept with it.
  return { br: Buffer.from(br) };
}

export const textOf = (body: CompressedBody): string =>
  zlib.brotliDecompressSync(body.br).toString();

export const compressedSize = (body: CompressedBody): number => body.br.length;

/**
 * Sends `body` as is to a client that takes Brotli; to any other decompressed, for the
 * compression every answer gets (gzip) to take its turn. `vary` names what else it depends on.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
  { type, vary }: { type: string; vary?: string },
): FastifyReply {
  reply.type(type);
  const accepted = request.headers['accept-encoding'];
  if (accepted && negotiate(accepted.toLowerCase(), ['br', 'gzip']) === 'br') {
    const varies = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    return reply.header('vary', varies).header('content-encoding', 'br').send(body.br);
  }
  // The compression names Accept-Encoding in Vary when it compresses.
  if (vary) reply.header('vary', vary);
  return reply.send(zlib.brotliDecompressSync(body.br));
}
