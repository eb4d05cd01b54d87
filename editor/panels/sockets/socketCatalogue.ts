/**
 * Which sockets a widget of the page has, as the sockets panel offers them: the ones its type declares in the
 * registry, or for a compound instance (a type with dynamic sockets) the root sockets of its compound document,
 * its public inputs and outputs. A root socket's type is the stored one, else the type of the inner socket it
 * forwards to or from (the create dialog stores none), else 'any'. Pure; the compounds come from the caller.
 */
import { findNode } from '../../../model/document/tree';
import type { CompoundWidgetDocument, RootSocket, SocketDeclaration, SocketType, WidgetNode } from '../../../model/document/types';
import type { WidgetRegistry } from '../../../runtime/registry/registry';

export interface WidgetSockets {
  inputs: readonly SocketDeclaration[];
  outputs: readonly SocketDeclaration[];
}

export interface SocketCatalogue {
  /** The node's sockets; undefined when they cannot be known (unknown type, compound not loaded or failed). */
  socketsOf(node: WidgetNode): WidgetSockets | undefined;
  /** The compound document an instance shows, when loaded (its name labels the instance). */
  compoundOf(node: WidgetNode): CompoundWidgetDocument | undefined;
  /** One socket of a node, undefined when unknown or not declared. */
  socket(node: WidgetNode, direction: 'input' | 'output', name: string): SocketDeclaration | undefined;
}

/** The compound an instance node shows (`settings.compoundId`), for types with dynamic sockets. */
export function instanceCompoundId(node: WidgetNode): string | undefined {
  const id = node.settings?.compoundId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

const SOCKET_TYPES: readonly string[] = ['any', 'string', 'number', 'boolean', 'object', 'array', 'event'];

export function createSocketCatalogue(registry: WidgetRegistry, compoundOf: (compoundId: string) => CompoundWidgetDocument | undefined): SocketCatalogue {
  const socketsOf = (node: WidgetNode, depth = 0): WidgetSockets | undefined => {
    const definition = registry.get(node.type);
    if (!definition) return undefined;
    if (!definition.dynamicSockets) return { inputs: definition.inputs ?? [], outputs: definition.outputs ?? [] };
    const compoundId = instanceCompoundId(node);
    const compound = compoundId && depth < 8 ? compoundOf(compoundId) : undefined;
    if (!compound) return undefined;
    const declare = (root: RootSocket): SocketDeclaration => ({ name: root.name, type: rootSocketType(root, compound, depth) });
    const roots = compound.rootSockets ?? [];
    return { inputs: roots.filter((r) => r.direction === 'input').map(declare), outputs: roots.filter((r) => r.direction === 'output').map(declare) };
  };

  /** The stored type, else the inner socket's (which may be a nested instance's root socket). */
  function rootSocketType(root: RootSocket, compound: CompoundWidgetDocument, depth: number): SocketType {
    if (root.type && SOCKET_TYPES.includes(root.type)) return root.type as SocketType;
    const inner = findNode(compound.widget, root.target.widgetId);
    const sockets = inner ? socketsOf(inner, depth + 1) : undefined;
    const list = root.direction === 'input' ? sockets?.inputs : sockets?.outputs;
    return list?.find((socket) => socket.name === root.target.socket)?.type ?? 'any';
  }

  return {
    socketsOf: (node) => socketsOf(node),
    compoundOf(node) {
      const id = registry.get(node.type)?.dynamicSockets ? instanceCompoundId(node) : undefined;
      return id ? compoundOf(id) : undefined;
    },
    socket(node, direction, name) {
      const sockets = socketsOf(node);
      return (direction === 'input' ? sockets?.inputs : sockets?.outputs)?.find((socket) => socket.name === name);
    },
  };
}
