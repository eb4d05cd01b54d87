/**
 * A widget's framework-free definition (its "spec"): what it is, where it may go, its slots and sockets, the JSON
 * Schema of its settings and, when its settings format has versions, its migrations. One file per widget type in
 * this folder (`<Type>.ts`, default export); the registry, the load pipeline, the catalogue and the server all read
 * these files through `index.ts`. No React and no Node APIs here: the browser and the server read the same specs.
 * The settings type of a widget is derived from its schema (`SettingsOf`), so the schema is its one source.
 */

/** Where a builder may place a widget; CONTAINER marks widgets that accept children. */
export type WidgetCategory = 'CMS' | 'APPLICATION' | 'CBO' | 'DASHBOARD' | 'CONTAINER';

/** The folder a widget's component lives in under runtime/widgets/ (and its palette group). */
export type WidgetGroup = 'basic' | 'layout' | 'forms' | 'data' | 'auth' | 'time' | 'users' | 'shop' | 'misc' | 'test';

export type WidgetSocketType = 'any' | 'string' | 'number' | 'boolean' | 'object' | 'array' | 'event';

export interface WidgetSocketSpec {
  readonly name: string;
  readonly type: WidgetSocketType;
  /** i18n key of the socket's label. */
  readonly label?: string;
  /** For an object output: the fields its value carries, offered when a scalar input takes one of them. */
  readonly fields?: readonly string[];
}

/** A settings schema (JSON Schema draft-07): an object schema whose properties are the settings. */
export interface SettingsSchema {
  readonly type: 'object';
  readonly properties?: { readonly [name: string]: object };
  readonly required?: readonly string[];
  readonly [keyword: string]: unknown;
}

/** The node shape a widget migration sees (the migrations layer checks the sequence when it reads the specs). */
export interface SpecMigratableNode {
  id: string;
  type: string;
  version?: number;
  settings?: Record<string, unknown>;
  slots?: Record<string, SpecMigratableNode[]>;
}

/** One step of a widget's migration sequence: `<Type>/<n>` brings settings from version n to n + 1. */
export interface WidgetSpecMigration {
  readonly id: string;
  readonly description?: string;
  /** Set on the last step when the node becomes another widget type (a deprecated widget's successor). */
  readonly toType?: string;
  readonly up: (node: SpecMigratableNode) => SpecMigratableNode;
}

export interface WidgetSpecInput<Schema extends SettingsSchema = SettingsSchema> {
  /** PascalCase letters and digits; also the file name. */
  readonly type: string;
  readonly group: WidgetGroup;
  readonly categories: readonly WidgetCategory[];
  /** Names of the child lists; for settings-made slots the ones of the default settings. */
  readonly slots?: readonly string[];
  /**
   * Slots made from settings (one per table cell, one per tab): a regular expression source every such slot name
   * matches, e.g. `^cell-\d+-\d+$`. A source string, not a RegExp, so the catalogue stays plain JSON.
   */
  readonly slotPattern?: string;
  readonly inputs?: readonly WidgetSocketSpec[];
  readonly outputs?: readonly WidgetSocketSpec[];
  /** Sockets come from each node's content, not the type (a compound widget's root sockets): any name is accepted. */
  readonly dynamicSockets?: boolean;
  /** Old pages still render it; the palette no longer offers it. */
  readonly deprecated?: boolean;
  /**
   * The settings format's migrations, oldest first; the widget's version is their count + 1. For a deprecated
   * widget whose last step changes its type, that type is the catalogue's `migratesTo`.
   */
  readonly migrations?: readonly WidgetSpecMigration[];
  /**
   * Known to the load pipeline (its settings are defaulted and checked) but without a component in this build, so
   * neither registered nor listed in the catalogue: a migration's target whose widget a later module brings.
   */
  readonly schemaOnly?: boolean;
  readonly schema: Schema;
}

export interface WidgetSpec<Schema extends SettingsSchema = SettingsSchema> extends Required<
  Omit<WidgetSpecInput<Schema>, 'slotPattern'>
> {
  readonly slotPattern?: string;
}

/**
 * Declares a widget's spec. Call it with the object literal directly: the `const` type parameter keeps the schema's
 * literal types, so `SettingsOf<typeof spec.schema>` is exact. Checks the type name and socket names at import.
 */
export function defineWidgetSpec<const Schema extends SettingsSchema>(input: WidgetSpecInput<Schema>): WidgetSpec<Schema> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(input.type)) {
    throw new Error(`Widget type "${input.type}" must be PascalCase letters and digits`);
  }
  for (const list of [input.inputs ?? [], input.outputs ?? []]) {
    const names = new Set<string>();
    for (const socket of list) {
      if (names.has(socket.name)) throw new Error(`Widget ${input.type} declares socket "${socket.name}" twice`);
      names.add(socket.name);
    }
  }
  if (input.slotPattern !== undefined) new RegExp(input.slotPattern); // a broken pattern fails here, at import
  return Object.freeze({
    slots: [],
    inputs: [],
    outputs: [],
    dynamicSockets: false,
    deprecated: false,
    migrations: [],
    schemaOnly: false,
    ...input,
  });
}

// ---- settings type from a schema ----------------------------------------------------------------------------

type Writable<T> = { -readonly [K in keyof T]: T[K] };
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** Properties that are always present on loaded settings: required ones and those with a default (filled at load). */
type PresentKeys<Schema> = {
  [K in keyof PropertiesOf<Schema>]: PropertiesOf<Schema>[K] extends { default: unknown }
    ? K
    : Schema extends { required: readonly (infer R)[] }
      ? K extends R
        ? K
        : never
      : never;
}[keyof PropertiesOf<Schema>];

type PropertiesOf<Schema> = Schema extends { properties: infer P } ? P : Record<never, never>;

type ObjectOf<Schema> = Flatten<
  { -readonly [K in PresentKeys<Schema>]: ValueOf<PropertiesOf<Schema>[K]> } & {
    -readonly [K in Exclude<keyof PropertiesOf<Schema>, PresentKeys<Schema>>]?: ValueOf<PropertiesOf<Schema>[K]>;
  }
>;

type Primitive<T> = T extends 'string'
  ? string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? unknown[]
          : T extends 'object'
            ? Record<string, unknown>
            : unknown;

/** The TypeScript type of a value a (draft-07) schema accepts; covers the keywords widget schemas use. */
export type ValueOf<P> = P extends { const: infer C }
  ? C
  : P extends { enum: readonly (infer E)[] }
    ? E
    : P extends { oneOf: readonly (infer U)[] }
      ? ValueOf<U>
      : P extends { anyOf: readonly (infer U)[] }
        ? ValueOf<U>
        : P extends { type: 'array'; items: infer I }
          ? ValueOf<I>[]
          : P extends { type: 'object'; properties: object }
            ? ObjectOf<P> & { [key: string]: unknown }
            : P extends { type: readonly (infer T)[] }
              ? Primitive<T>
              : P extends { type: infer T }
                ? Primitive<T>
                : unknown;

/**
 * The settings a widget's component receives: every schema property (present when it has a default or is required,
 * optional otherwise), plus any other key (settings the schema does not know are kept, never dropped).
 */
export type SettingsOf<Schema extends SettingsSchema> = Writable<ObjectOf<Schema>> & { [key: string]: unknown };
