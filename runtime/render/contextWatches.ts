/**
 * Which page context variables each widget reads through its templates (`{name}` placeholders). Widgets note
 * them while rendering (useTemplate); the widget's view subscribes to exactly those after each commit, so the
 * widget re-renders when one of them changes and no widget needs a subscription hook of its own (a hook with
 * an effect per widget is a large part of a big page's first render). Names only accumulate: a name a widget
 * no longer reads costs at most an extra re-render.
 */
export class ContextWatches {
  private readonly byWidget = new Map<string, Set<string>>();

  note(widgetId: string, names: readonly string[]): void {
    if (names.length === 0) return;
    let set = this.byWidget.get(widgetId);
    if (!set) this.byWidget.set(widgetId, (set = new Set()));
    for (const name of names) set.add(name);
  }

  of(widgetId: string): ReadonlySet<string> | undefined {
    return this.byWidget.get(widgetId);
  }
}
