import { describe, expect, it } from 'vitest';
import { testDocument } from '../actions/testDocument';
import { DocumentIndex } from '../document/documentIndex';
import { pasteTarget } from './pasteTarget';

const doc = testDocument();
const index = new DocumentIndex(doc);
const root = doc.content[0].widget;

describe('paste target', () => {
  it('goes right after the first selected widget, in its slot', () => {
    expect(pasteTarget(index, ['b', 'a'], root)).toEqual({ parentId: 'box', slot: 'children', index: 1 });
  });

  it('goes to the end of the page root when nothing or the root is selected', () => {
    expect(pasteTarget(index, [], root)).toEqual({ parentId: 'root', slot: 'children' });
    expect(pasteTarget(index, ['root'], undefined)).toEqual({ parentId: 'root', slot: 'children' });
    expect(pasteTarget(index, ['ghost'], root)).toEqual({ parentId: 'root', slot: 'children' });
  });

  it("uses the root type's first declared slot, and has no target without a page", () => {
    expect(pasteTarget(index, [], root, () => ['header', 'children'])).toEqual({ parentId: 'root', slot: 'header' });
    expect(pasteTarget(index, [], undefined)).toBeNull();
  });
});
