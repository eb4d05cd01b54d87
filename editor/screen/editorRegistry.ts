/** The widgets the editor offers and renders: the built-in ones (plus test-only ones behind their flag). */
import { createBuiltinRegistry } from '../../runtime/widgets';
import { testOnlyWidgets } from '../../runtime/widgets/test';

export const editorRegistry = createBuiltinRegistry(testOnlyWidgets());
