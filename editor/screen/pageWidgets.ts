/**
 * The code of the widgets on the page the editor opens on (as the store picks it: `page` when the application has
 * it, else its first page). Fetched as soon as the application is there, before the workspace renders, which takes a
 * while on a large page; the canvas then finds the code there. Types as stored (before migrations): a renamed type's
 * code comes when the canvas asks for it. A module of its own with the widget list (editorRegistry.ts) and not the
 * workspace, so the widgets' requests need not wait for the workspace's code (workspaceCode.ts).
 */
import type { ApplicationDocument } from '../../model/document/types';
import { widgetTypesOf } from '../../runtime/app/useWidgetCode';
import type { WidgetRegistry } from '../../runtime/registry/registry';
import { editorRegistry } from './editorRegistry';

export function preloadPageWidgets(raw: ApplicationDocument, page: string | undefined, registry: WidgetRegistry = editorRegistry): Promise<void> {
  const content = Array.isArray(raw?.content) ? raw.content : [];
  const entry = content.find((candidate) => candidate?.path === page) ?? content[0];
  return entry?.widget ? registry.preload(widgetTypesOf([entry.widget])) : Promise.resolve();
}
