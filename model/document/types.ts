/**
 * The stored document format (docs/architecture.md, "From document to screen and back"). Plain data, no React: the
 * server, the runtime and the editor all share these types.
 */

/** Current format version of application and compound documents; older ones are migrated on load. */
export const CURRENT_SCHEMA_VERSION = 1;

export type Settings = Record<string, unknown>;

export interface WidgetNode {
  id: string;
  type: string;
  /** The widget type's migration version the settings are written for; missing means 1. */
  version?: number;
  settings?: Settings;
  /** Slot name to ordered children. */
  slots?: Record<string, WidgetNode[]>;
}

/** `widgetId` is a widget of the tree, or CONTEXT_WIDGET_ID for the page's context variable named by socket. */
export interface SocketEnd {
  widgetId: string;
  socket: string;
}

export const CONTEXT_WIDGET_ID = '$context';

export interface SocketConnection {
  id: string;
  from: SocketEnd;
  to: SocketEnd;
  /**
   * Optional dotted path into the value `from` emits (an object): the input receives that field, e.g. `id` of the
   * product a ProductList emits, for ProductDetail's product id. Absent: the whole value (docs/editor.md).
   */
  field?: string;
}

export interface ContentEntry {
  path: string;
  title?: string;
  authenticationRequired?: boolean;
  /**
   * Only signed-in users holding every one of these permissions see the page (TENANT_ADMIN holds all); others get
   * a notice instead of its widgets (docs/publishing.md, Pages for staff only). Implies authenticationRequired.
   */
  permissions?: string[];
  widget: WidgetNode;
  socketConnections?: SocketConnection[];
}

export type ApplicationKind = 'CMS' | 'APPLICATION' | 'CBO' | 'DASHBOARD';

export interface ApplicationDocument {
  id?: string;
  projectId?: string;
  name: string;
  domain?: string;
  /** The application's reseller; sent as X-Reseller-Id by the published app (docs/api.md, Resellers). */
  resellerId?: string;
  kind?: ApplicationKind;
  schemaVersion: number;
  version?: number;
  defaultLocale?: string;
  content: ContentEntry[];
  createdAt?: number;
  lastUpdatedAt?: number;
  /** Fields this version does not know survive load and save untouched. */
  [extra: string]: unknown;
}

export interface RootSocket {
  /** Public name of the socket on the compound widget. */
  name: string;
  direction: 'input' | 'output';
  /** The inner widget socket it forwards to (input) or from (output). */
  target: SocketEnd;
  type?: string;
}

export interface CompoundWidgetDocument {
  id?: string;
  projectId?: string;
  name: string;
  schemaVersion?: number;
  version?: number;
  widget: WidgetNode;
  socketConnections?: SocketConnection[];
  rootSockets?: RootSocket[];
  [extra: string]: unknown;
}

/** Socket value types used to refuse mismatched connections. 'any' connects to everything. */
export type SocketType = 'any' | 'string' | 'number' | 'boolean' | 'object' | 'array' | 'event';

export interface SocketDeclaration {
  name: string;
  type: SocketType;
  /** i18n key of the socket's label. */
  label?: string;
  /** For an object output: the fields its value carries, offered when a scalar input takes one of them. */
  fields?: readonly string[];
}
