// `npm run -s catalogue`: prints the widget registry as one JSON array (docs/architecture.md): [{type, group,
// categories, version, deprecated, migratesTo, aliases, slots, inputs, outputs, schema}]. Runs in Node through tsx
// and reads the framework-free widget specs (widget-schemas/), no React.
import { widgetSpecs } from 'virtual:widget-specs';
import { catalogueOf } from '../runtime/registry/catalogue';

process.stdout.write(`${JSON.stringify(catalogueOf(widgetSpecs), null, 2)}\n`);
