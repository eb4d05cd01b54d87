// The widget lists are the folders themselves (docs/widgets.md, "The one list"): every widget-schemas/<Type>.ts
// spec, and for each spec that is not schema-only its component runtime/widgets/<folder>/<Type>.tsx. This builds the
// text of the two modules that list them; the Vite plugin (vite.mjs) and the Node hooks (hooks.mjs) serve that text
// under the ids below, so adding a widget touches no list. Plain JavaScript and Node only: it runs inside Vite's
// config, in Node's module hooks thread (before tsx can compile anything) and in tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const specDir = path.join(root, 'widget-schemas');
export const widgetDir = path.join(root, 'runtime/widgets');
// A spec file is named after its widget type, in PascalCase; lower-case modules (spec.ts, enums.ts) are helpers.
const isSpecFile = (file) => /^[A-Z][A-Za-z0-9]*\.ts$/.test(file);

export const WIDGET_SPECS_ID = 'virtual:widget-specs';
export const BUILTIN_WIDGETS_ID = 'virtual:builtin-widgets';

/** Type names of every spec file in widget-schemas/, sorted. */
export function specTypes() {
  return readdirSync(specDir)
    .filter(isSpecFile)
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** Spec files that declare `schemaOnly: true` have no component (see widget-schemas/spec.ts). */
function isSchemaOnly(type) {
  return /^\s*schemaOnly:\s*true,?\s*$/m.test(readFileSync(path.join(specDir, `${type}.ts`), 'utf8'));
}

/** runtime/widgets/<folder>/<type>.tsx; exactly one folder must have it. */
export function componentFile(type) {
  const folders = readdirSync(widgetDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(widgetDir, entry.name, `${type}.tsx`)))
    .map((entry) => entry.name);
  if (folders.length !== 1) {
    throw new Error(
      `Widget ${type}: expected its component in exactly one runtime/widgets/<folder>/${type}.tsx, found ${folders.length}.`,
    );
  }
  return path.join(widgetDir, folders[0], `${type}.tsx`);
}

/** Types with a component, in spec order. */
export function componentTypes() {
  return specTypes().filter((type) => !isSchemaOnly(type));
}

/**
 * The module text for `id`, or undefined for other ids. `specifierOf` turns an absolute file path into the import
 * specifier the host understands (a path for Vite, a file: URL for Node). With `splitComponents` (the browser
 * build) each component is a dynamic import behind its spec (runtime/registry/lazyWidget.tsx), so a page downloads
 * only the widgets it uses; tests and Node import every component directly.
 */
export function widgetListModule(id, specifierOf, { splitComponents = false } = {}) {
  if (id === WIDGET_SPECS_ID) {
    const types = specTypes();
    return (
      types.map((type) => `import ${type} from ${JSON.stringify(specifierOf(path.join(specDir, `${type}.ts`)))};\n`).join('') +
      `export const widgetSpecs = Object.freeze([${types.join(', ')}]);\n`
    );
  }
  if (id === BUILTIN_WIDGETS_ID && splitComponents) {
    const types = componentTypes();
    const lazyWidget = specifierOf(path.join(root, 'runtime/registry/lazyWidget.tsx'));
    return (
      `import { lazyWidget } from ${JSON.stringify(lazyWidget)};\n` +
      types.map((type) => `import ${type}Spec from ${JSON.stringify(specifierOf(path.join(specDir, `${type}.ts`)))};\n`).join('') +
      `export const builtinWidgets = Object.freeze([\n` +
      types
        .map((type) => `  lazyWidget(${type}Spec, () => import(${JSON.stringify(specifierOf(componentFile(type)))}).then((module) => module.${type}Widget)),\n`)
        .join('') +
      `]);\n`
    );
  }
  if (id === BUILTIN_WIDGETS_ID) {
    const types = componentTypes();
    return (
      types.map((type) => `import { ${type}Widget } from ${JSON.stringify(specifierOf(componentFile(type)))};\n`).join('') +
      `export const builtinWidgets = Object.freeze([${types.map((type) => `${type}Widget`).join(', ')}]);\n`
    );
  }
  return undefined;
}
