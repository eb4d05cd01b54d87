import { useRouteParams } from '../app/navigation';
import { fillTemplate, templateNames } from './template';
import { useRenderContext } from '../render/renderContext';

export interface TemplateOptions {
  /** Applied to each filled-in value (encodeURIComponent for addresses). */
  encode?: (text: string) => string;
  /** An input socket of the widget whose value, once one arrives, replaces the text (as given, unfilled). */
  input?: string;
}

/**
 * A text or link of widget `widgetId` with its placeholders filled from the page context (then the route
 * parameters), optionally replaced by an input socket's value. Reads without subscribing (this runs for most
 * widgets of a page): the names the template reads are noted for the widget's view, which subscribes to them
 * and to the widget's declared inputs and re-renders the widget on a change.
 */
export function useTemplate(widgetId: string, setting: string | undefined, { encode, input }: TemplateOptions = {}): string {
  const { engine, watches } = useRenderContext(); // the engine of an array container's copy, too
  const template = setting ?? ''; // a setting the builder cleared in the editor is removed until the next load
  const params = useRouteParams();
  const names = templateNames(template);
  watches.note(widgetId, names);
  if (input) {
    const value = engine.getInput(widgetId, input);
    if (value !== undefined && value !== null) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  if (names.length === 0) return template;
  return fillTemplate(template, (name) => engine.getContext(name) ?? params[name], encode);
}
