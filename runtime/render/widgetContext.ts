import { createContext } from 'react';

/**
 * The id of the widget being rendered, provided by the renderer around each widget. A plain string on
 * purpose: a parent re-rendering provides the same value, so no child consumer is woken up by it.
 */
export const WidgetContext = createContext<string | null>(null);
