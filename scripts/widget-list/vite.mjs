// Vite (and Vitest) plugin serving the widget lists built by lists.mjs as virtual modules. The lists are rebuilt on
// every load, so a new widget file needs a restart of the dev server, not an edit of a list.
import { BUILTIN_WIDGETS_ID, WIDGET_SPECS_ID, widgetListModule } from './lists.mjs';

const PREFIX = '\0';

/** `splitComponents`: each widget component becomes its own chunk (the browser build; see lists.mjs). */
export function widgetLists({ splitComponents = false } = {}) {
  return {
    name: 'baukasten-widget-lists',
    resolveId(id) {
      return id === WIDGET_SPECS_ID || id === BUILTIN_WIDGETS_ID ? PREFIX + id : undefined;
    },
    load(id) {
      return id.startsWith(PREFIX) ? widgetListModule(id.slice(PREFIX.length), (file) => file, { splitComponents }) : undefined;
    },
  };
}
