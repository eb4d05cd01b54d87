import type { SocketDeclaration } from '../../model/document/types';
import type { WidgetDefinition } from './defineWidget';

/** Thrown by `require` for a type nobody registered; the renderer shows a placeholder instead. */
export class UnknownWidgetTypeError extends Error {
  constructor(readonly widgetType: string) {
    super(`Unknown widget type "${widgetType}": no widget with this type is registered`);
    this.name = 'UnknownWidgetTypeError';
  }
}

/**
 * The widget registry: a typed map from type name to definition (like xyflow's nodeTypes). Built from a list
 * of definitions so each renderer, test or editor can have its own (e.g. with test-only widgets); nothing
 * here is global.
 */
export class WidgetRegistry {
  private readonly byType = new Map<string, WidgetDefinition>();

  constructor(definitions: readonly WidgetDefinition[] = []) {
    for (const definition of definitions) this.register(definition);
  }

  register(definition: WidgetDefinition): this {
    if (this.byType.has(definition.type)) {
      throw new Error(`Widget type "${definition.type}" is registered twice`);
    }
    this.byType.set(definition.type, definition);
    return this;
  }

  get(type: string): WidgetDefinition | undefined {
    return this.byType.get(type);
  }

  has(type: string): boolean {
    return this.byType.has(type);
  }

  require(type: string): WidgetDefinition {
    const definition = this.byType.get(type);
    if (!definition) throw new UnknownWidgetTypeError(type);
    return definition;
  }

  /**
   * Fetches the code of the given types' components (those kept in separate chunks) in parallel; render a page
   * after this and no widget of it waits. Unknown types are skipped: they render their placeholder.
   */
  async preload(types: Iterable<string>): Promise<void> {
    const loading: Promise<unknown>[] = [];
    for (const type of new Set(types)) {
      const preload = this.byType.get(type)?.preload;
      if (preload) loading.push(preload());
    }
    await Promise.all(loading);
  }

  /** Whether some of the given types still need their code fetched (see `preload`). */
  codeMissing(types: Iterable<string>): boolean {
    for (const type of types) {
      const definition = this.byType.get(type);
      if (definition?.codeLoaded && !definition.codeLoaded()) return true;
    }
    return false;
  }

  types(): string[] {
    return [...this.byType.keys()];
  }

  definitions(): WidgetDefinition[] {
    return [...this.byType.values()];
  }

  /** A declared socket of a type, or undefined (used to find connections to sockets that no longer exist). */
  socket(type: string, direction: 'input' | 'output', name: string): SocketDeclaration | undefined {
    const definition = this.byType.get(type);
    const list = direction === 'input' ? definition?.inputs : definition?.outputs;
    return list?.find((socket) => socket.name === name);
  }

  /** A new registry with these definitions added (the original stays unchanged). */
  extend(definitions: readonly WidgetDefinition[]): WidgetRegistry {
    return new WidgetRegistry([...this.definitions(), ...definitions]);
  }
}

export function createWidgetRegistry(definitions: readonly WidgetDefinition[]): WidgetRegistry {
  return new WidgetRegistry(definitions);
}
