/** The widgets the editor offers and renders: the built-in ones (plus test-only ones behind their flag). */
import { createBuiltinRegistry } from '../../runtime/widgets';
import { testOnlyWidgets } from '../../runtime/widgets/test';

export const editorRegistry = createBuiltinRegistry(testOnlyWidgets());

// A builder may drop any widget at any time: the editor fetches every widget's code (separate chunks in the
// browser build, runtime/registry/lazyWidget.tsx) as soon as it opens, so a dropped widget shows at once.
editorRegistry.preload(editorRegistry.types()).catch((error: unknown) => console.error('Loading widget code failed:', error));
