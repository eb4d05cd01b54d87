import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends HTML made for this request (a server-rendered published page, published-html.ts) compressed as the
 * browser accepts: Brotli, else gzip, else plain. The built files are compressed once at build time
 * (static-files.ts); this HTML differs per page, so it is compressed here, at a Brotli quality that costs a few
 * milliseconds (the demo shop's start page: 77 KB to 11 KB), where the highest quality would cost far more.
 */
export async function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) };
    return reply.header('Content-Encoding', 'br').send(await brotli(html, { params }));
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}
