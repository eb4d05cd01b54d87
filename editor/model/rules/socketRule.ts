/**
 * The socket rule of the editor store (`canConnect`): a connection runs from an output to an input the widgets
 * declare, and the value types fit. The sockets panel checks the same before dispatching; the rule keeps any
 * other caller of the `connect` action to it. Sockets it cannot know synchronously are let through: the page
 * context (holds anything), unknown widget types, and widgets with dynamic sockets such as compound instances
 * (their root sockets come from the compound document, which the panel fetches and checks).
 */
import { CONTEXT_WIDGET_ID, type SocketDeclaration, type SocketType } from '../../../model/document/types';
import type { WidgetRegistry } from '../../../runtime/registry/registry';
import type { CanConnect, TypedSocketEnd } from './outcome';

/** 'any' (and a context variable, which holds anything) fits every type; otherwise types must be equal. */
export function socketTypesFit(from: SocketType | undefined, to: SocketType | undefined): boolean {
  return !from || !to || from === 'any' || to === 'any' || from === to;
}

const SCALARS: readonly SocketType[] = ['string', 'number', 'boolean'];

/** An object output meeting a scalar input: it fits only through one of the object's fields (product → id). */
export function needsField(from: SocketType | undefined, to: SocketType | undefined): boolean {
  return from === 'object' && !!to && SCALARS.includes(to);
}

/**
 * Whether a connection between these types can carry a value: directly, or, with a `field`, through a field
 * of an object (or untyped) output, whose type is not declared and is let through.
 */
export function connectionFits(from: SocketType | undefined, to: SocketType | undefined, field?: string): boolean {
  if (field !== undefined) return !from || from === 'any' || from === 'object';
  return socketTypesFit(from, to);
}

type Judged = { declaration: SocketDeclaration } | { unknown: true } | { missing: string };

function judge(registry: WidgetRegistry, end: TypedSocketEnd, direction: 'input' | 'output'): Judged {
  const definition = end.widgetId === CONTEXT_WIDGET_ID || !end.widgetType ? undefined : registry.get(end.widgetType);
  if (!definition || definition.dynamicSockets) return { unknown: true };
  const declaration = registry.socket(definition.type, direction, end.socket);
  return declaration ? { declaration } : { missing: `${end.widgetType} has no ${direction} socket ${end.socket}` };
}

export function createSocketRule(registry: WidgetRegistry): CanConnect {
  return (from, to, field) => {
    const source = judge(registry, from, 'output');
    const target = judge(registry, to, 'input');
    if ('missing' in source) return source.missing;
    if ('missing' in target) return target.missing;
    const fromType = 'declaration' in source ? source.declaration.type : undefined;
    const toType = 'declaration' in target ? target.declaration.type : undefined;
    if (connectionFits(fromType, toType, field)) return true;
    return field === undefined ? `A ${fromType} output cannot feed a ${toType} input` : `A ${fromType} output has no fields to pick`;
  };
}
