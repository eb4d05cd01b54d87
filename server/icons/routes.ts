import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { fileAnswer } from '../http/openapi/shared-schemas.js';

/**
 * GET /api/icons/{name}.svg?size=24&color=FFFFFF: the icons of the icon widgets (cart icon, Icon, tabs, dashboard
 * tiles, …) from this server, so published applications load no picture from another site. The drawings are the
 * Lucide icon set (the `lucide-static` package, ISC licence), one line style for every theme; `color` is a hex colour
 * without '#', `size` the edge in pixels. Public and tenant-free, because an <img> sends no headers.
 */
const ICON_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons');
const DEFAULT_COLOR = '1A202C';
/** Names of the former icon service that the Lucide set spells differently, so existing documents keep their icons. */
const ALIASES: Readonly<Record<string, string>> = {
  'plus-math': 'plus', 'minus-math': 'minus', add: 'plus', checkmark: 'check', cancel: 'x', 'close-window': 'x',
  delete: 'trash-2', trash: 'trash-2', edit: 'pencil', email: 'mail', marker: 'map-pin', 'user-male': 'user',
  'expand-arrow': 'chevron-down', forward: 'chevron-right', back: 'chevron-left', print: 'printer', shop: 'store',
  money: 'banknote', document: 'file-text', picture: 'image',
};

const Params = Type.Object({ name: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.svg$', maxLength: 100 }) });
const Query = Type.Object({
  size: Type.Optional(Type.Integer({ minimum: 8, maximum: 512 })),
  color: Type.Optional(Type.String({ pattern: '^([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' })),
});

/** The stored drawing (with its licence comment) in the asked size and colour; null when the set has no such icon. */
export async function iconSvg(name: string, size = 24, color = DEFAULT_COLOR): Promise<string | null> {
  let svg: string;
  try {
    svg = await readFile(path.join(ICON_DIR, `${ALIASES[name] ?? name}.svg`), 'utf8');
  } catch {
    return null;
  }
  return svg
    .replace(/width="24"/, `width="${size}"`)
    .replace(/height="24"/, `height="${size}"`)
    .replace(/stroke="currentColor"/, `stroke="#${color}"`);
}

export function registerIconRoutes(app: FastifyInstance): void {
  app.get('/api/icons/:name', {
    config: {
      access: { public: true, tenantOptional: true },
      openapi: { summary: 'An icon of the icon widgets, drawn in a size and colour', responses: { 200: fileAnswer('image/svg+xml', 'An SVG icon') } },
    },
    schema: { params: Params, querystring: Query },
  }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const { size, color } = request.query as { size?: number; color?: string };
    const svg = await iconSvg(name.slice(0, -'.svg'.length), size, color?.toUpperCase());
    if (!svg) throw notFound(`There is no icon ${name}`);
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });
}
