// Node module customization hooks (module.register) serving the widget lists built by lists.mjs to plain Node,
// where tsx compiles the TypeScript they import. Registered by register.mjs after tsx, so these run first.
import { pathToFileURL } from 'node:url';
import { BUILTIN_WIDGETS_ID, WIDGET_SPECS_ID, widgetListModule } from './lists.mjs';

export async function resolve(specifier, context, nextResolve) {
  if (specifier === WIDGET_SPECS_ID || specifier === BUILTIN_WIDGETS_ID) return { url: specifier, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  const source = widgetListModule(url, (file) => pathToFileURL(file).href);
  if (source !== undefined) return { format: 'module', source, shortCircuit: true };
  return nextLoad(url, context);
}
