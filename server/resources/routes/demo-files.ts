import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../http/openapi/shared-schemas.js';
import { notFound } from '../../http/errors.js';

/**
 * GET /api/files/demo/product-{n}.svg: the pictures of the seeded demo products, drawn on request (no files to
 * ship). Public and tenant-free, because an <img> sends no headers.
 */
const COLORS = ['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4a261', '#8ab17d', '#6d597a', '#457b9d'];
const Params = Type.Object({ name: Type.String({ pattern: '^product-\\d{1,4}\\.svg$' }) });

export function productPicture(n: number): string {
  const color = COLORS[n % COLORS.length];
  const accent = COLORS[(n * 3 + 1) % COLORS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect width="400" height="300" fill="${color}"/>
<circle cx="${120 + (n * 37) % 160}" cy="150" r="${60 + (n % 5) * 10}" fill="${accent}" opacity="0.85"/>
<rect x="230" y="${60 + (n * 13) % 120}" width="110" height="110" rx="16" fill="#ffffff" opacity="0.35"/>
<text x="24" y="276" font-family="sans-serif" font-size="28" fill="#ffffff">#${n}</text>
</svg>`;
}

export function registerDemoFiles(app: FastifyInstance): void {
  app.get('/api/files/demo/:name', {
    config: {
      access: { public: true, tenantOptional: true },
      openapi: { summary: 'A picture of a seeded demo product', responses: { 200: fileAnswer('image/svg+xml', 'An SVG picture') } },
    },
    schema: { params: Params },
  }, async (request, reply) => {
    const match = /^product-(\d+)\.svg$/.exec((request.params as { name: string }).name);
    if (!match) throw notFound();
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(productPicture(Number(match[1])));
  });
}
