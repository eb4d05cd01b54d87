// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree } from '../../testing/renderTree';
import type { WidgetNode } from '../../../model/document/types';

afterEach(cleanup);
const registry = createBuiltinRegistry();
const text = (id: string, content: string): WidgetNode => ({ id, type: 'Text', settings: { text: content } });

describe('UnreadMessagesCount', () => {
  it('shows nothing for a guest (no count to read)', () => {
    const { container } = renderTree({ id: 'u', type: 'UnreadMessagesCount' }, { registry });
    expect(container.querySelector('[data-testid=unread-messages-count]')).toBeNull();
  });

  it('shows a sample badge in the editor, with a label in each language', () => {
    const { container } = renderTree({ id: 'u', type: 'UnreadMessagesCount' }, { registry, extensions: { mode: 'edit' }, language: 'es_es' });
    const badge = container.querySelector('[data-testid=unread-messages-count]')!;
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('3 mensajes no leídos');
  });
});

describe('HasUnreadSystemMessages', () => {
  const tree: WidgetNode = { id: 'h', type: 'HasUnreadSystemMessages', slots: { hasUnread: [text('a', 'Neues')], noUnread: [text('b', 'Nichts Neues')] } };

  it('a guest has nothing unread: the noUnread branch', () => {
    const { container } = renderTree(tree, { registry });
    expect(container.textContent).toBe('Nichts Neues');
  });

  it('the editor shows both branches', () => {
    const { container } = renderTree(tree, { registry, extensions: { mode: 'edit' } });
    expect(container.textContent).toBe('NeuesNichts Neues');
  });
});
