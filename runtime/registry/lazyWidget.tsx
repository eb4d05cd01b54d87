import { Suspense, use, type ComponentType } from 'react';
import type { SettingsSchema, WidgetSpec } from '../../widget-schemas/spec';
import { widgetFromSpec, type WidgetDefinition, type WidgetProps } from './defineWidget';

type AnyWidgetComponent = ComponentType<WidgetProps>;

/**
 * A built-in widget whose component is a separate chunk (docs/publishing.md, "Only the widgets a page uses"). Its
 * definition (type, schema, slots, sockets) is there at once, so loading, validating and editing documents never
 * wait; the component code is fetched by `preload` — which the app calls for every type of a page before it
 * renders it — or, for a type no one preloaded, the first time it renders. `component` is the real component once
 * loaded, so a preloaded page renders without any extra layer per widget.
 */
export function lazyWidget(spec: WidgetSpec<SettingsSchema>, load: () => Promise<WidgetDefinition>): WidgetDefinition {
  let loaded: AnyWidgetComponent | null = null;
  let loading: Promise<AnyWidgetComponent> | null = null;
  const preload = (): Promise<AnyWidgetComponent> =>
    (loading ??= load().then((definition) => (loaded = definition.component as AnyWidgetComponent)));

  // Rendered only while the code is missing: waits for it in its own place, so the rest of the page stays.
  function Loaded(props: WidgetProps) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  function WhileLoading(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  WhileLoading.displayName = `Lazy(${spec.type})`;

  const definition: WidgetDefinition = { ...widgetFromSpec(spec, WhileLoading), preload, codeLoaded: () => loaded !== null };
  Object.defineProperty(definition, 'component', { get: () => loaded ?? WhileLoading, enumerable: true });
  return Object.freeze(definition);
}
