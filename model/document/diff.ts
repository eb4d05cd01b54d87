/**
 * What changed between two states of an application document, e.g. a published version and the draft: which pages
 * and which widgets were added, removed or changed. Pure data over the document types, shared by the editor (the
 * version comparison on the canvas and as a list) and anything else that needs it. Widgets are matched by id (ids
 * are unique within a document), pages by path.
 */
import { dequal } from 'dequal';
import { walkNodes } from './tree';
import type { ApplicationDocument, ContentEntry, WidgetNode } from './types';

export type ChangeKind = 'added' | 'removed' | 'changed';

/** Why a widget that exists on both sides counts as changed. */
export type WidgetAspect = 'type' | 'settings' | 'position';

export interface WidgetChange {
  id: string;
  type: string;
  change: ChangeKind;
  /** The path of the page the widget is on (after the change; before it for removed widgets). */
  pagePath: string;
  /** For changed widgets: what differs (settings include the widget version; position is page, parent, slot or order among the siblings kept). */
  aspects: WidgetAspect[];
}

/** Why a page that exists on both sides counts as changed (its widgets are listed on their own). */
export type PageAspect = 'title' | 'authenticationRequired' | 'permissions' | 'socketConnections' | 'widgets';

export interface PageChange {
  path: string;
  title?: string;
  change: ChangeKind;
  aspects: PageAspect[];
}

export interface DocumentDiff {
  pages: PageChange[];
  widgets: WidgetChange[];
  /** Document-level fields that differ (name, domain, defaultLocale, ...), without content and the server's fields. */
  fields: string[];
}

interface Placed {
  node: WidgetNode;
  pagePath: string;
  parentId: string | null;
  slot: string | null;
}

interface Placement {
  widgets: Map<string, Placed>;
  /** Per slot (`parentId/slot`), the ids of its widgets in order. */
  slots: Map<string, string[]>;
}

/** A page's root has a slot of its own: reordering pages moves no widget. */
const slotKey = (placed: Placed) => (placed.parentId === null ? `page:${placed.pagePath}` : `${placed.parentId}/${placed.slot ?? ''}`);

/** Fields the server sets or that describe the stored row rather than the application. */
const NOT_COMPARED = new Set(['content', 'id', 'version', 'createdAt', 'lastUpdatedAt', 'tenantId']);

function placeAll(document: ApplicationDocument): Placement {
  const widgets = new Map<string, Placed>();
  const slots = new Map<string, string[]>();
  for (const entry of document.content ?? []) {
    if (!entry?.widget) continue;
    walkNodes(entry.widget, (node, parent, slot) => {
      if (widgets.has(node.id)) return;
      const placed = { node, pagePath: entry.path, parentId: parent?.id ?? null, slot };
      widgets.set(node.id, placed);
      const key = slotKey(placed);
      const ids = slots.get(key);
      if (ids) ids.push(node.id);
      else slots.set(key, [node.id]);
    });
  }
  return { widgets, slots };
}

/**
 * Each widget's rank among the widgets of its slot that are in the same slot on the other side too: a widget
 * inserted or removed before another shifts its index but does not move it.
 */
function commonRanks(mine: Placement, theirs: Placement): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const [key, ids] of mine.slots) {
    const other = new Set(theirs.slots.get(key) ?? []);
    let rank = 0;
    for (const id of ids) if (other.has(id)) ranks.set(id, rank++);
  }
  return ranks;
}

/** The node's own data without its children, which are compared as widgets of their own. */
function ownSettings(node: WidgetNode): unknown {
  return { settings: node.settings ?? {}, version: node.version ?? 1 };
}

/** Moved: another page, parent or slot, or another order among the siblings both sides share. */
function moved(before: Placed, after: Placed, rankBefore: number | undefined, rankAfter: number | undefined): boolean {
  if (before.pagePath !== after.pagePath || slotKey(before) !== slotKey(after)) return true;
  return rankBefore !== rankAfter;
}

function diffWidgets(before: ApplicationDocument, after: ApplicationDocument): WidgetChange[] {
  const old = placeAll(before);
  const now = placeAll(after);
  const oldRanks = commonRanks(old, now);
  const newRanks = commonRanks(now, old);
  const changes: WidgetChange[] = [];
  for (const [id, placed] of now.widgets) {
    const previous = old.widgets.get(id);
    if (!previous) {
      changes.push({ id, type: placed.node.type, change: 'added', pagePath: placed.pagePath, aspects: [] });
      continue;
    }
    const aspects: WidgetAspect[] = [];
    if (previous.node.type !== placed.node.type) aspects.push('type');
    if (!dequal(ownSettings(previous.node), ownSettings(placed.node))) aspects.push('settings');
    if (moved(previous, placed, oldRanks.get(id), newRanks.get(id))) aspects.push('position');
    if (aspects.length > 0) changes.push({ id, type: placed.node.type, change: 'changed', pagePath: placed.pagePath, aspects });
  }
  for (const [id, placed] of old.widgets) {
    if (!now.widgets.has(id)) changes.push({ id, type: placed.node.type, change: 'removed', pagePath: placed.pagePath, aspects: [] });
  }
  return changes;
}

function pageAspects(before: ContentEntry, after: ContentEntry, widgets: WidgetChange[]): PageAspect[] {
  const aspects: PageAspect[] = [];
  if ((before.title ?? '') !== (after.title ?? '')) aspects.push('title');
  if (!!before.authenticationRequired !== !!after.authenticationRequired) aspects.push('authenticationRequired');
  if (!dequal(before.permissions ?? [], after.permissions ?? [])) aspects.push('permissions');
  if (!dequal(before.socketConnections ?? [], after.socketConnections ?? [])) aspects.push('socketConnections');
  if (widgets.some((w) => w.pagePath === after.path)) aspects.push('widgets');
  return aspects;
}

function diffPages(before: ApplicationDocument, after: ApplicationDocument, widgets: WidgetChange[]): PageChange[] {
  const old = new Map((before.content ?? []).map((entry) => [entry.path, entry]));
  const now = new Map((after.content ?? []).map((entry) => [entry.path, entry]));
  const changes: PageChange[] = [];
  for (const [path, entry] of now) {
    const previous = old.get(path);
    if (!previous) changes.push({ path, title: entry.title, change: 'added', aspects: [] });
    else {
      const aspects = pageAspects(previous, entry, widgets);
      if (aspects.length > 0) changes.push({ path, title: entry.title, change: 'changed', aspects });
    }
  }
  for (const [path, entry] of old) if (!now.has(path)) changes.push({ path, title: entry.title, change: 'removed', aspects: [] });
  return changes;
}

function diffFields(before: ApplicationDocument, after: ApplicationDocument): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !NOT_COMPARED.has(key) && !dequal(before[key], after[key])).sort();
}

/** The changes that lead from `before` to `after`; empty lists when both hold the same application. */
export function diffDocuments(before: ApplicationDocument, after: ApplicationDocument): DocumentDiff {
  const widgets = diffWidgets(before, after);
  return { pages: diffPages(before, after, widgets), widgets, fields: diffFields(before, after) };
}

/** Whether the diff holds any change at all. */
export const isEmptyDiff = (diff: DocumentDiff): boolean => diff.pages.length === 0 && diff.widgets.length === 0 && diff.fields.length === 0;
