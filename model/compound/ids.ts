/**
 * Ids of a compound widget's inner widgets inside one instance. Every instance renders the same compound tree,
 * so inner ids are prefixed with the instance's id: two instances on a page (and the page's own widgets) never
 * share an id in the DOM or in a socket engine.
 */
export const INSTANCE_ID_SEPARATOR = '~';

/** The id an inner widget of the compound gets inside the instance `instanceId`. */
export function instanceScopedId(instanceId: string, innerId: string): string {
  return `${instanceId}${INSTANCE_ID_SEPARATOR}${innerId}`;
}

/** The node type of an instance in a tree (`settings.compoundId`, `settings.managed`). */
export const COMPOUND_WIDGET_TYPE = 'CompoundWidget';

/** In a compound's inner socket engine, the end that stands for the instance's root sockets. */
export const ROOT_SOCKET_WIDGET_ID = '$root';
