/**
 * The node source of one compound instance, over a template shared by all instances of the compound.
 *
 * A page may hold hundreds of instances of one compound. Copying the compound's tree with per-instance ids
 * for each (expandInstance) and indexing every copy costs each instance the whole tree up front; instead the
 * tree is flattened once per compound document (cached by the document object, so a new version of the
 * compound gets a new template) and each instance's source scopes ids on read: `getNode('<instance>~<inner>')`
 * looks up the template node `<inner>` and returns it with its id and its children's ids scoped. Nodes never
 * change (a new compound version is a new source), so the source is static.
 */
import type { CompoundWidgetDocument, Settings, WidgetNode } from '../../../model/document/types';
import type { NodeSource, RenderNode } from '../../render/nodeSource';
import { INSTANCE_ID_SEPARATOR } from '../../../model/compound/ids';

interface TemplateNode {
  readonly type: string;
  readonly version?: number;
  readonly settings?: Settings;
  /** Slot names with their children's inner ids; null for a node without children. */
  readonly slots: readonly (readonly [string, readonly string[]])[] | null;
}

export interface CompoundTemplate {
  readonly rootId: string;
  readonly nodes: ReadonlyMap<string, TemplateNode>;
}

const templates = new WeakMap<WidgetNode, CompoundTemplate>();

function compile(root: WidgetNode): CompoundTemplate {
  const nodes = new Map<string, TemplateNode>();
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    let slots: [string, string[]][] | null = null;
    if (node.slots) {
      slots = [];
      for (const [name, children] of Object.entries(node.slots)) {
        slots.push([name, (children ?? []).map((child) => child.id)]);
        if (children) pending.push(...children);
      }
    }
    nodes.set(node.id, { type: node.type, version: node.version, settings: node.settings, slots });
  }
  return { rootId: root.id, nodes };
}

/** The flattened tree of a compound document, built once per version of the document (its widget object). */
export function compoundTemplate(compound: Pick<CompoundWidgetDocument, 'widget'>): CompoundTemplate {
  let template = templates.get(compound.widget);
  if (!template) templates.set(compound.widget, (template = compile(compound.widget)));
  return template;
}

const NO_SLOTS: RenderNode['slots'] = Object.freeze({});
const noop = () => {};

/** A class, not a closure per method: a page creates one per instance. */
class InstanceNodeSource implements NodeSource {
  readonly static = true;
  readonly sharedSettings = true; // every instance reads the same template settings objects
  readonly rootId: string;
  private readonly prefix: string;
  // Built on first read and kept: a node read twice is the same object (memoised renders, error boundaries).
  private readonly scoped = new Map<string, RenderNode>();

  constructor(
    private readonly template: CompoundTemplate,
    instanceId: string,
  ) {
    this.prefix = `${instanceId}${INSTANCE_ID_SEPARATOR}`;
    this.rootId = this.prefix + template.rootId;
  }

  getNode(id: string): RenderNode | undefined {
    let node = this.scoped.get(id);
    if (node || !id.startsWith(this.prefix)) return node;
    const inner = this.template.nodes.get(id.slice(this.prefix.length));
    if (!inner) return undefined;
    let slots = NO_SLOTS;
    if (inner.slots) {
      const ids: Record<string, readonly string[]> = {};
      for (const [name, children] of inner.slots) ids[name] = children.map((child) => this.prefix + child);
      slots = ids;
    }
    node = { id, type: inner.type, version: inner.version, settings: inner.settings, slots };
    this.scoped.set(id, node);
    return node;
  }

  subscribe(): () => void {
    return noop; // nodes never change
  }
}

export function createInstanceNodeSource(template: CompoundTemplate, instanceId: string): NodeSource {
  return new InstanceNodeSource(template, instanceId);
}
