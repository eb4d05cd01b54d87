import type { ComponentType, ReactNode, CSSProperties } from 'react';
import type { Settings, SocketDeclaration } from '../../model/document/types';
import { currentWidgetVersion, migratesTo } from '../../migrations';
import type { SettingsOf, SettingsSchema, WidgetCategory, WidgetGroup, WidgetSpec } from '../../widget-schemas/spec';

export type { WidgetCategory, WidgetGroup };

/** A JSON Schema (draft-07) of a widget's settings; titles and descriptions are i18n keys. */
export type JsonSchema = Record<string, unknown>;

export interface RenderSlotOptions {
  /** Style of the element around each child (e.g. `flex: 1` for a flexbox container's children). */
  childStyle?: CSSProperties;
}

/** What the renderer hands every widget component. */
export interface WidgetProps<S extends Settings = Settings> {
  /** The node id (also on the surrounding element as data-widget-id). */
  id: string;
  type: string;
  /** Settings after schema defaults; only valid settings reach the component. */
  settings: S;
  /** The rendered children of one slot (an array of elements; empty slots may show the editor's drop zone). */
  renderSlot(name: string, options?: RenderSlotOptions): ReactNode;
  /** Whether the slot holds any child (lets containers show their own empty state). */
  hasChildren(name: string): boolean;
}

export interface WidgetDefinition<S extends Settings = Settings> {
  type: string;
  group: WidgetGroup;
  categories: readonly WidgetCategory[];
  /** Current version of the settings format: the end of the type's migration sequence (the default). */
  version: number;
  schema: JsonSchema;
  /**
   * Names of the child lists (`slots` of the catalogue, docs/widgets.md); for settings-made slots the ones of the
   * default settings.
   */
  slots: readonly string[];
  /**
   * Slots made from settings (one per table cell, one per tab): a regular expression source that every such slot
   * name matches, e.g. `^cell-\d+-\d+$`. A source string, not a RegExp, so the catalogue stays plain JSON.
   */
  slotPattern?: string;
  inputs: readonly SocketDeclaration[];
  outputs: readonly SocketDeclaration[];
  /** Sockets come from each node's content, not the type (a compound widget's root sockets): any name is accepted. */
  dynamicSockets?: boolean;
  component: ComponentType<WidgetProps<S>>;
  deprecated: boolean;
  /** For deprecated types: the type its migration turns it into. */
  migratesTo?: string;
  /** Fetches the component's code when it is a separate chunk (lazyWidget.tsx); absent when it is always there. */
  preload?: () => Promise<unknown>;
  /** Whether that code is there (always, when `preload` is absent). */
  codeLoaded?: () => boolean;
}

export type WidgetDefinitionInput<S extends Settings> = Omit<
  WidgetDefinition<S>,
  'slots' | 'inputs' | 'outputs' | 'deprecated' | 'version'
> &
  Partial<Pick<WidgetDefinition<S>, 'slots' | 'inputs' | 'outputs' | 'deprecated' | 'version'>>;

/**
 * A built-in widget: its spec (widget-schemas/<Type>.ts: type, categories, slots, sockets, schema, migrations) and the
 * React component that renders it. The component's `settings` are typed from the spec's schema.
 */
export function widgetFromSpec<Schema extends SettingsSchema>(
  spec: WidgetSpec<Schema>,
  component: ComponentType<WidgetProps<SettingsOf<Schema>>>,
): WidgetDefinition {
  return defineWidget<SettingsOf<Schema>>({
    type: spec.type,
    group: spec.group,
    categories: spec.categories,
    schema: spec.schema,
    slots: spec.slots,
    ...(spec.slotPattern !== undefined ? { slotPattern: spec.slotPattern } : {}),
    inputs: spec.inputs,
    outputs: spec.outputs,
    ...(spec.dynamicSockets ? { dynamicSockets: true } : {}),
    deprecated: spec.deprecated,
    ...(spec.deprecated && migratesTo(spec.type) ? { migratesTo: migratesTo(spec.type) } : {}),
    component,
  });
}

/**
 * Declares a widget type once: component, settings schema, categories, slots and sockets. Returns a frozen
 * definition; the registry (registry.ts) collects definitions into a typed map. The settings type parameter
 * types the component's `settings`, the registry itself stores definitions with plain `Settings`.
 */
export function defineWidget<S extends Settings = Settings>(input: WidgetDefinitionInput<S>): WidgetDefinition {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(input.type)) {
    throw new Error(`Widget type "${input.type}" must be PascalCase letters and digits`);
  }
  const definition: WidgetDefinition<S> = {
    version: currentWidgetVersion(input.type),
    slots: [],
    inputs: [],
    outputs: [],
    deprecated: false,
    ...input,
  };
  for (const list of [definition.inputs, definition.outputs]) {
    const names = new Set<string>();
    for (const socket of list) {
      if (names.has(socket.name)) throw new Error(`Widget ${input.type} declares socket "${socket.name}" twice`);
      names.add(socket.name);
    }
  }
  // A deprecated widget names the type it migrates to, or (like MaxWidthContainer) has no successor: old pages
  // still render it, the palette no longer offers it.
  if (definition.migratesTo && !definition.deprecated) {
    throw new Error(`Widget ${input.type} names a type it migrates to but is not deprecated`);
  }
  if (definition.slotPattern !== undefined) new RegExp(definition.slotPattern); // a broken pattern fails here, at definition
  return Object.freeze(definition) as unknown as WidgetDefinition;
}

const slotPatterns = new Map<string, RegExp>();

/** Whether a widget type has a slot of this name: a declared one or one its slot pattern makes from settings. */
export function declaresSlot(definition: Pick<WidgetDefinition, 'slots' | 'slotPattern'>, slot: string): boolean {
  if (definition.slots.includes(slot)) return true;
  if (!definition.slotPattern) return false;
  let pattern = slotPatterns.get(definition.slotPattern);
  if (!pattern) slotPatterns.set(definition.slotPattern, (pattern = new RegExp(definition.slotPattern)));
  return pattern.test(slot);
}
