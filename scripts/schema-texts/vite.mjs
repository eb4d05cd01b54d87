// The `title` and `description` of every setting in a widget's JSON Schema are i18n keys that only the editor reads
// (the settings panel, the palette), yet a visitor's page needs each schema (defaults, the quick settings check,
// docs/publishing.md). In the browser build this plugin takes those keys out of the widget specs
// (widget-schemas/<Type>.ts), and `virtual:widget-schema-texts` offers the specs as written (the same files, imported
// untouched under `?texts`), which the builder's screens load and give their texts back to the specs
// (runtime/registry/schemaTexts.ts). Elsewhere (the server rendering, the server, tests, the dev server) the specs
// stay whole and the module offers the same specs.
import { parseSync } from 'vite';
import { specDir, specTypes } from '../widget-list/lists.mjs';
import { exactId } from '../vite-filters.mjs';

const MODULE = 'virtual:widget-schema-texts';
const RESOLVED = `\0${MODULE}`;
const WHOLE = '?texts';
const SPEC_FILE = /\/widget-schemas\/[A-Z][A-Za-z0-9]*\.ts$/;
const TEXT_KEYS = new Set(['title', 'description']);

/** A `title`/`description` property whose value is an i18n key of the widgets' texts. */
function isTextKey(property) {
  if (property.type !== 'Property' || property.computed || property.kind !== 'init') return false;
  const name = property.key.type === 'Identifier' ? property.key.name : property.key.value;
  if (!TEXT_KEYS.has(name)) return false;
  const { value } = property;
  const text = value.type === 'Literal' ? value.value : value.type === 'TemplateLiteral' && value.expressions.length === 0 ? value.quasis[0].value.cooked : null;
  return typeof text === 'string' && text.startsWith('widgets.');
}

/**
 * The source ranges [start, end) to cut out of every object literal in `node`: each text key with what separates it
 * from the next property, or, for those after the last property kept, everything from that property to the closing
 * brace (so no comma is left dangling).
 */
function textKeyRanges(node, ranges = []) {
  if (!node || typeof node !== 'object') return ranges;
  if (Array.isArray(node)) {
    for (const child of node) textKeyRanges(child, ranges);
    return ranges;
  }
  if (node.type === 'ObjectExpression' && node.properties.some(isTextKey)) {
    const { properties } = node;
    const lastKept = properties.findLastIndex((property) => !isTextKey(property));
    properties.forEach((property, index) => {
      if (index < lastKept && isTextKey(property)) ranges.push([property.start, properties[index + 1].start]);
    });
    if (lastKept < properties.length - 1) ranges.push([lastKept < 0 ? properties[0].start : properties[lastKept].end, node.end - 1]);
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'start' && key !== 'end') textKeyRanges(child, ranges);
  return ranges;
}

/** The spec's source without the i18n keys of its schema's titles and descriptions. */
export function stripSchemaTexts(code, file = 'spec.ts') {
  const { program, errors } = parseSync(file, code);
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  let result = code;
  for (const [start, end] of textKeyRanges(program).sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + result.slice(end);
  return result;
}

export function schemaTexts({ split }) {
  return {
    name: 'baukasten-schema-texts',
    enforce: 'pre',
    resolveId: { filter: { id: exactId(MODULE) }, handler: () => RESOLVED },
    load: {
      filter: { id: exactId(RESOLVED) },
      handler() {
        const suffix = split ? WHOLE : '';
        const types = specTypes();
        return (
          types.map((type) => `import ${type} from ${JSON.stringify(`${specDir}/${type}.ts${suffix}`)};\n`).join('') +
          `export const wholeSpecs = [${types.join(', ')}];\n`
        );
      },
    },
    transform: {
      filter: { id: SPEC_FILE }, // `?texts` and every other module stay as they are
      handler: (code, id) => (split ? { code: stripSchemaTexts(code, id), map: null } : null),
    },
  };
}
