import { builtinWidgets } from '../widgets';
import { WidgetRegistry } from '../registry/registry';

/**
 * Fetches the component code of the given built-in widget types (unknown types are skipped). Tests load widget
 * components lazily, as the app does (README.md, "Tests"), so a test that renders a widget and looks at it at once
 * needs its code fetched first: the test set-up does this for every type a test file names, and a file whose
 * widget types come from elsewhere calls this in a `beforeAll`.
 */
export async function preloadWidgets(types: Iterable<string>): Promise<void> {
  await new WidgetRegistry(builtinWidgets).preload(types);
}
