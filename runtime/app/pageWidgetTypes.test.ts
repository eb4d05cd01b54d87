import { describe, expect, it } from 'vitest';
import { answerWidgetTypes } from './pageWidgetTypes';

const answer = {
  content: [
    { path: 'shop', widget: { id: 'l', type: 'FlexboxContainer', slots: { children: [{ id: 'o', type: 'RouterOutlet' }] } } },
    { path: 'shop/products/:id', widget: { id: 'p', type: 'Container', slots: { children: [{ id: 'd', type: 'ProductDetail' }] } } },
    { path: 'cart', widget: { id: 'c', type: 'CartDetails' } },
  ],
  compoundWidgets: { k1: { widget: { id: 'k', type: 'Text' } } },
};

describe('the widget types of a published page, from the server answer', () => {
  it('are those of the matching entry, its layouts and the pinned compounds, not of other pages', () => {
    expect([...answerWidgetTypes(answer, '/shop/products/7')].sort()).toEqual(['Container', 'FlexboxContainer', 'ProductDetail', 'RouterOutlet', 'Text']);
    expect([...answerWidgetTypes(answer, 'cart')].sort()).toEqual(['CartDetails', 'Text']);
  });

  it('are none for a path without a page or an answer of an unexpected shape', () => {
    expect(answerWidgetTypes(answer, '/nowhere').size).toBe(0);
    for (const odd of [null, 'text', { content: 'x' }, { content: [null] }, { content: [{ path: '', widget: { slots: 5 } }] }]) {
      expect(() => answerWidgetTypes(odd, '/')).not.toThrow();
    }
  });
});
