// `npm run -s catalogue`: prints the widget registry as one JSON array (CONTRACT.md, Commands):
// [{type, group, categories, version, deprecated, migratesTo, aliases, slots, inputs, outputs, schema}].
// Runs in Node through tsx, so widget modules must import without a DOM and without CSS.
import { builtinWidgets } from '../runtime/widgets';
import { catalogueOf } from '../runtime/registry/catalogue';

process.stdout.write(`${JSON.stringify(catalogueOf(builtinWidgets), null, 2)}\n`);
