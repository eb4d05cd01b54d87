import type { SocketConnection, WidgetNode } from '../../../model/document/types';

/** Texts whose `text` input is wired to the context variable `greeting` (the socket-change subscribers). */
export const SUBSCRIBER_EVERY = 98;

/**
 * A page of exactly `total` widgets: a root flexbox, sections (Containers) of 49 widgets each, mostly Text with
 * some Headings, Buttons and Links. Every 98th text listens to the context variable `greeting`.
 */
export function benchPage(total: number): { root: WidgetNode; connections: SocketConnection[] } {
  const connections: SocketConnection[] = [];
  const sections: WidgetNode[] = [];
  let remaining = total - 1;
  let n = 0;
  while (remaining > 0) {
    const children: WidgetNode[] = [];
    const sectionId = `s${sections.length}`;
    remaining--;
    for (let i = 0; i < 49 && remaining > 0; i++, remaining--, n++) {
      const id = `w${n}`;
      if (n % 10 === 0) children.push({ id, type: 'Heading', settings: { text: `Abschnitt ${n}`, level: 3 } });
      else if (n % 10 === 5) children.push({ id, type: 'Button', settings: { label: `Aktion ${n}` } });
      else if (n % 10 === 7) children.push({ id, type: 'Link', settings: { text: `Link ${n}`, link: `/item/${n}` } });
      else {
        children.push({ id, type: 'Text', settings: { text: `Eintrag ${n}` } });
        if (n % SUBSCRIBER_EVERY === 1) {
          connections.push({ id: `c${n}`, from: { widgetId: '$context', socket: 'greeting' }, to: { widgetId: id, socket: 'text' } });
        }
      }
    }
    sections.push({ id: sectionId, type: 'Container', settings: { direction: 'row' }, slots: { children } });
  }
  return { root: { id: 'root', type: 'FlexboxContainer', settings: { direction: 'column' }, slots: { children: sections } }, connections };
}

export function countNodes(node: WidgetNode): number {
  return 1 + Object.values(node.slots ?? {}).flat().reduce((sum, child) => sum + countNodes(child), 0);
}
