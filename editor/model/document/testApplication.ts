import type { ApplicationDocument, ContentEntry, SocketConnection, WidgetNode } from '../../../model/document/types';

/**
 * Builders for the small application documents the editor's tests start from: one call per page instead of
 * the same nesting written out in every test file.
 */

/** A content entry whose widget is a FlexboxContainer (column) `root` holding `children`. */
export function testPage(
  children: WidgetNode[],
  options: { path?: string; title?: string; rootVersion?: number; connections?: SocketConnection[] } = {},
): ContentEntry {
  const root: WidgetNode = { id: 'root', type: 'FlexboxContainer', settings: { direction: 'column' }, slots: { children } };
  if (options.rootVersion !== undefined) root.version = options.rootVersion;
  return { path: options.path ?? '', title: options.title ?? 'Start', widget: root, socketConnections: options.connections ?? [] };
}

/** An application `app1` with the given pages (name, kind, version, ... as given). */
export function testApplication(content: ContentEntry[], fields: Partial<ApplicationDocument> = {}): ApplicationDocument {
  return { id: 'app1', name: 'Test', schemaVersion: 1, ...fields, content };
}
