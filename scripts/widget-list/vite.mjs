// Vite (and Vitest) plugin serving the widget lists built by lists.mjs as virtual modules. The lists are rebuilt on
// every load, so a new widget file needs a restart of the dev server, not an edit of a list.
import { BUILTIN_WIDGETS_ID, WIDGET_SPECS_ID, widgetListModule } from './lists.mjs';
import { exactId } from '../vite-filters.mjs';

const PREFIX = '\0';

/** `splitComponents`: each widget component becomes its own chunk (the browser build; see lists.mjs). */
export function widgetLists({ splitComponents = false } = {}) {
  return {
    name: 'baukasten-widget-lists',
    resolveId: {
      filter: { id: [exactId(WIDGET_SPECS_ID), exactId(BUILTIN_WIDGETS_ID)] },
      handler: (id) => PREFIX + id,
    },
    load: {
      filter: { id: [exactId(PREFIX + WIDGET_SPECS_ID), exactId(PREFIX + BUILTIN_WIDGETS_ID)] },
      handler: (id) => widgetListModule(id.slice(PREFIX.length), (file) => file, { splitComponents }),
    },
  };
}
