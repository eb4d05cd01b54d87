/**
 * Structural checks of raw (parsed, untrusted) documents: required fields, node shape, ids unique across the
 * document, socket connection ends made of strings. Each check returns the first problem with the dotted path
 * where it is (`content.0.widget.slots.children.2.type`), or null. Nothing here changes its input.
 */
import { isFieldPath } from './connectionField';
import { joinPath } from './paths';
import { DOCUMENT_LIMITS } from './limits';
import { CONTEXT_WIDGET_ID } from './types';

export interface StructureProblem {
  code: 'invalid-structure' | 'duplicate-id' | 'too-deep' | 'too-many-nodes';
  path: string;
  message: string;
}

type Raw = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}


function invalid(path: string, message: string): StructureProblem {
  return { code: 'invalid-structure', path, message };
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return value === null ? 'null' : `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}

function nonEmptyString(owner: Raw, key: string, path: string, what: string): StructureProblem | null {
  const value = owner[key];
  if (typeof value === 'string' && value !== '') return null;
  return invalid(joinPath(path, key), `${what} needs "${key}" (a non-empty string), found ${describe(value)}.`);
}

function optionalOf(owner: Raw, key: string, path: string, type: 'string' | 'boolean'): StructureProblem | null {
  const value = owner[key];
  if (value === undefined || typeof value === type) return null;
  return invalid(joinPath(path, key), `"${key}" must be a ${type}, found ${describe(value)}.`);
}

function optionalStringList(owner: Raw, key: string, path: string): StructureProblem | null {
  const value = owner[key];
  if (value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length > 0))) return null;
  return invalid(joinPath(path, key), `"${key}" must be a list of non-empty strings, found ${describe(value)}.`);
}

/**
 * Checks a widget tree and records every id with where it was first seen in `ids` (shared across the trees of a
 * document, so duplicates between content entries are found too, and `ids.size` counts the document's nodes).
 * Iterative, and it stops at the first node beyond DOCUMENT_LIMITS, so a hostile tree costs no more than a
 * legal one.
 */
export function checkWidgetTree(root: unknown, rootPath: string, ids: Map<string, string>): StructureProblem | null {
  const stack: [unknown, string, number][] = [[root, rootPath, 0]];
  while (stack.length > 0) {
    const [node, path, depth] = stack.pop()!;
    if (depth > DOCUMENT_LIMITS.maxDepth) {
      return { code: 'too-deep', path, message: `Widgets nest deeper than ${DOCUMENT_LIMITS.maxDepth} levels.` };
    }
    if (ids.size >= DOCUMENT_LIMITS.maxNodes) {
      return { code: 'too-many-nodes', path, message: `The document has more than ${DOCUMENT_LIMITS.maxNodes} widgets.` };
    }
    if (!isPlainObject(node)) return invalid(path, `A widget node must be an object, found ${describe(node)}.`);
    const problem = nonEmptyString(node, 'id', path, 'A widget node') ?? nonEmptyString(node, 'type', path, 'A widget node');
    if (problem) return problem;
    const id = node.id as string;
    const first = ids.get(id);
    if (first !== undefined) {
      return { code: 'duplicate-id', path: joinPath(path, 'id'), message: `Widget id "${id}" is used twice (first at ${first || 'the root'}).` };
    }
    ids.set(id, path);
    if (node.version !== undefined && !(Number.isInteger(node.version) && (node.version as number) >= 1)) {
      return invalid(joinPath(path, 'version'), `"version" must be a whole number of at least 1, found ${describe(node.version)}.`);
    }
    if (node.settings !== undefined && !isPlainObject(node.settings)) {
      return invalid(joinPath(path, 'settings'), `"settings" must be an object, found ${describe(node.settings)}.`);
    }
    if (node.slots === undefined) continue;
    if (!isPlainObject(node.slots)) return invalid(joinPath(path, 'slots'), `"slots" must be an object, found ${describe(node.slots)}.`);
    const slots = Object.entries(node.slots);
    for (let s = slots.length - 1; s >= 0; s--) {
      const [slot, children] = slots[s];
      const slotPath = joinPath(path, 'slots', slot);
      if (!Array.isArray(children)) return invalid(slotPath, `Slot "${slot}" must be a list of widget nodes, found ${describe(children)}.`);
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], `${slotPath}.${i}`, depth + 1]);
    }
  }
  return null;
}

function checkSocketEnd(end: unknown, path: string): StructureProblem | null {
  if (!isPlainObject(end)) return invalid(path, `A socket end must be an object {widgetId, socket}, found ${describe(end)}.`);
  return nonEmptyString(end, 'widgetId', path, 'A socket end') ?? nonEmptyString(end, 'socket', path, 'A socket end');
}

export function checkSocketConnections(connections: unknown, path: string): StructureProblem | null {
  if (connections === undefined) return null;
  if (!Array.isArray(connections)) return invalid(path, `"socketConnections" must be a list, found ${describe(connections)}.`);
  for (let i = 0; i < connections.length; i++) {
    const connection = connections[i];
    const at = joinPath(path, i);
    if (!isPlainObject(connection)) return invalid(at, `A socket connection must be an object, found ${describe(connection)}.`);
    const problem =
      nonEmptyString(connection, 'id', at, 'A socket connection') ??
      checkSocketEnd(connection.from, joinPath(at, 'from')) ??
      checkSocketEnd(connection.to, joinPath(at, 'to'));
    if (problem) return problem;
    if (connection.field !== undefined && !isFieldPath(connection.field)) {
      return invalid(joinPath(at, 'field'), `"field" must be a dotted field path such as "id", found ${describe(connection.field)}.`);
    }
  }
  return null;
}

export function checkRootSockets(rootSockets: unknown, path: string): StructureProblem | null {
  if (rootSockets === undefined) return null;
  if (!Array.isArray(rootSockets)) return invalid(path, `"rootSockets" must be a list, found ${describe(rootSockets)}.`);
  for (let i = 0; i < rootSockets.length; i++) {
    const socket = rootSockets[i];
    const at = joinPath(path, i);
    if (!isPlainObject(socket)) return invalid(at, `A root socket must be an object, found ${describe(socket)}.`);
    const problem = nonEmptyString(socket, 'name', at, 'A root socket') ?? checkSocketEnd(socket.target, joinPath(at, 'target'));
    if (problem) return problem;
    if (socket.direction !== 'input' && socket.direction !== 'output') {
      return invalid(joinPath(at, 'direction'), `"direction" must be "input" or "output", found ${describe(socket.direction)}.`);
    }
  }
  return null;
}

export function checkContentEntry(entry: unknown, path: string, ids: Map<string, string>): StructureProblem | null {
  if (!isPlainObject(entry)) return invalid(path, `A content entry must be an object, found ${describe(entry)}.`);
  if (typeof entry.path !== 'string') return invalid(joinPath(path, 'path'), `A content entry needs "path" (a string; "" is the start page), found ${describe(entry.path)}.`);
  const problem = optionalOf(entry, 'title', path, 'string') ?? optionalOf(entry, 'authenticationRequired', path, 'boolean')
    ?? optionalStringList(entry, 'permissions', path);
  if (problem) return problem;
  if (entry.widget === undefined) return invalid(joinPath(path, 'widget'), 'A content entry needs "widget" (the root widget node).');
  return checkWidgetTree(entry.widget, joinPath(path, 'widget'), ids) ?? checkSocketConnections(entry.socketConnections, joinPath(path, 'socketConnections'));
}

export function checkApplication(document: Raw, ids: Map<string, string>): StructureProblem | null {
  const problem = nonEmptyString(document, 'name', '', 'An application');
  if (problem) return problem;
  if (!Array.isArray(document.content)) return invalid('content', `An application needs "content" (a list of content entries), found ${describe(document.content)}.`);
  for (let i = 0; i < document.content.length; i++) {
    const entryProblem = checkContentEntry(document.content[i], joinPath('content', i), ids);
    if (entryProblem) return entryProblem;
  }
  return null;
}

export function checkCompoundWidget(document: Raw, ids: Map<string, string>): StructureProblem | null {
  const problem = nonEmptyString(document, 'name', '', 'A compound widget');
  if (problem) return problem;
  if (document.widget === undefined) return invalid('widget', 'A compound widget needs "widget" (the root widget node).');
  return (
    checkWidgetTree(document.widget, 'widget', ids) ??
    checkSocketConnections(document.socketConnections, 'socketConnections') ??
    checkRootSockets(document.rootSockets, 'rootSockets')
  );
}

/** Connections whose ends name no widget of the tree (kept: the engine ignores them, the editor reports them). */
export function danglingSocketEnds(connections: unknown, path: string, ids: ReadonlyMap<string, string>): string[] {
  if (!Array.isArray(connections)) return [];
  const warnings: string[] = [];
  connections.forEach((connection: { from: { widgetId: string }; to: { widgetId: string } }, i) => {
    for (const side of ['from', 'to'] as const) {
      const widgetId = connection[side].widgetId;
      if (widgetId !== CONTEXT_WIDGET_ID && !ids.has(widgetId)) {
        warnings.push(`${joinPath(path, i, side, 'widgetId')}: socket connection refers to widget "${widgetId}", which is not in the document.`);
      }
    }
  });
  return warnings;
}

/** Root sockets whose target names no widget of the compound widget's tree. */
export function danglingRootSocketTargets(rootSockets: unknown, path: string, ids: ReadonlyMap<string, string>): string[] {
  if (!Array.isArray(rootSockets)) return [];
  return rootSockets.flatMap((socket: { target: { widgetId: string } }, i) =>
    socket.target.widgetId === CONTEXT_WIDGET_ID || ids.has(socket.target.widgetId)
      ? []
      : [`${joinPath(path, i, 'target', 'widgetId')}: root socket refers to widget "${socket.target.widgetId}", which is not in the document.`],
  );
}
