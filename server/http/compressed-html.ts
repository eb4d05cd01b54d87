import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';
const compress: Record<Encoding, (html: string) => Promise<Buffer>> = {
  br: (html) => brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } }),
  gzip: (html) => gzipped(html),
};

/**
 * The compressed bytes of recent pages, by encoding and HTML. A page kept by the renderer (published-html.ts) is
 * the same string for every visitor for a minute, so it is compressed once, not on every request; the limits
 * match the renderer's.
 */
const recent: Record<Encoding, LRUCache<string, Promise<Buffer>>> = {
  br: new LRUCache({ max: 50, ttl: 60_000 }),
  gzip: new LRUCache({ max: 50, ttl: 60_000 }),
};

function compressed(encoding: Encoding, html: string): Promise<Buffer> {
  let bytes = recent[encoding].get(html);
  if (!bytes) {
    recent[encoding].set(html, (bytes = compress[encoding](html)));
    bytes.catch(() => recent[encoding].delete(html));
  }
  return bytes;
}

/**
 * Sends HTML made for this request (a server-rendered published page, published-html.ts) compressed as the
 * browser accepts: Brotli, else gzip, else plain. The built files are compressed once at build time
 * (static-files.ts); this HTML differs per page, so it is compressed here, at a Brotli quality that costs a few
 * milliseconds (the demo shop's start page: 77 KB to 11 KB), where the highest quality would cost far more.
 */
export async function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']) as Encoding | null;
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compressed(encoding, html));
}
