import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeUTF8 } from 'entities';
import { RUNTIME_CONFIG_ELEMENT_ID, scriptSafeJson } from '../../model/publishing/embeddedPage.js';

export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

/**
 * The modules the editor of an application runs before its first frame, besides what index.html loads: Chakra's
 * whole system, the editor's screen and its workspace (src/app/AppRoutes.tsx, preloadRouteOf, asks for the same).
 */
const EDITOR_MODULES = ['src/app/BuilderSystem.tsx', 'editor/screen/EditorScreen.tsx', 'editor/screen/LoadedWorkspace.tsx'];
const EDITOR_PATH = /^\/editor\/apps\/[^/?#]+\/?(\?|#|$)/;

/**
 * The smallest chunk the editor's HTML preloads. Every preload link costs the HTML parser main-thread time (about
 * 0.4 ms each on the benchmark machine, before the start-up code can run), while a small chunk gains nothing from
 * being fetched early: it arrives in time through the module graph. The few large chunks (Chakra's system, the
 * workspace) are where an early fetch can pay (docs/editor.md, "Opening fast").
 */
export const EDITOR_PRELOAD_MIN_BYTES = 16 * 1024;

/** The chunk files of `modules` and everything they import, without those index.html loads anyway. */
export function modulePreloads(manifest: Manifest | null, modules: readonly string[]): string[] {
  return chunksOf(manifest, modules).scripts;
}

/** The chunks of `modules` and their imports, and the stylesheets those chunks bring, without index.html's own. */
function chunksOf(manifest: Manifest | null, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  if (!manifest) return { scripts: [], styles: [] };
  const collect = (key: string, into: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) collect(imported, into, styles);
  };
  const loadedAtStart = new Set<string>();
  const stylesAtStart = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedAtStart, stylesAtStart);
  const files = new Set<string>();
  const styles = new Set<string>();
  for (const key of modules) collect(key, files, styles);
  return { scripts: [...files].filter((file) => !loadedAtStart.has(file)), styles: [...styles].filter((file) => !stylesAtStart.has(file)) };
}

/** `<link rel="modulepreload">` for each of the chunk files (published-html.ts puts them into its pages too). */
export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeUTF8(file)}">`).join('');
}

/**
 * index.html as the server answers it for every page it does not render itself (docs/editor.md, "Opening fast"):
 * with the runtime config as JSON in a `type="application/json"` element (data, never run; the security policy
 * allows no inline script), and on the editor of an application with `<link rel="modulepreload">` for the editor's
 * code and `<link rel="stylesheet">` for its stylesheets (Chakra's global styles among them, src/app/BuilderSystem.tsx),
 * which the browser fetches while the start-up code is still on its way. `runtimeConfig`
 * is what `GET /api/runtime-config` answers; it holds nothing secret (analytics, logging and Maps keys are public).
 */
export function appPageHtml(template: string, runtimeConfig: Record<string, unknown>, preloads: readonly string[], styles: readonly string[] = []): string {
  if (!template.includes('</head>')) return template;
  const head =
    styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeUTF8(file)}">`).join('') +
    modulePreloadLinks(preloads) +
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(runtimeConfig)}</script>`;
  return template.replace('</head>', () => `${head}</head>`);
}

/** The build's manifest, or null: none, or unreadable (which only costs the preloads). */
function readManifest(file: string): Manifest | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
  } catch {
    return null;
  }
}

/** The built index.html and manifest, and the index's modification time that names this build. */
export interface BuiltTemplate {
  stamp: number;
  template: string;
  manifest: Manifest | null;
}

/**
 * The built index.html and manifest, or null without an index.html. Both are read again when index.html changes
 * (a new build put in place under a running server, scripts/start.mjs), else kept.
 */
export function builtTemplateOf(staticDir: string): () => BuiltTemplate | null {
  const indexFile = path.join(staticDir, 'index.html');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  let cached: BuiltTemplate | null = null;
  return () => {
    const stamp = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return null;
    if (cached?.stamp !== stamp) cached = { stamp, template: readFileSync(indexFile, 'utf8'), manifest: readManifest(manifestFile) };
    return cached;
  };
}

/**
 * The HTML for a request path, from the built index.html and manifest (`currentBuild`, the server's one
 * builtTemplateOf, shared with the published pages); null without an index.html.
 */
export function createAppPageHtml(staticDir: string, runtimeConfig: Record<string, unknown>, currentBuild = builtTemplateOf(staticDir)): (url: string) => string | null {
  let cached: { stamp: number; plain: string; editor: string } | null = null;
  return (url) => {
    const build = currentBuild();
    if (!build) return null;
    if (cached?.stamp !== build.stamp) {
      const editor = chunksOf(build.manifest, EDITOR_MODULES);
      const large = editor.scripts.filter((file) => (statSync(path.join(staticDir, file), { throwIfNoEntry: false })?.size ?? 0) >= EDITOR_PRELOAD_MIN_BYTES);
      cached = {
        stamp: build.stamp,
        plain: appPageHtml(build.template, runtimeConfig, []),
        editor: appPageHtml(build.template, runtimeConfig, large, editor.styles),
      };
    }
    return EDITOR_PATH.test(url) ? cached.editor : cached.plain;
  };
}
