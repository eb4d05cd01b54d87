import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../model/document/types';
import { matchContentEntry, normalizePath } from './routeMatch';

const entry = (path: string): ContentEntry => ({ path, widget: { id: path || 'start', type: 'Text' } });
const entries = [entry(''), entry('products'), entry('products/:id'), entry('products/new'), entry('docs/*')];
const match = (path: string) => {
  const found = matchContentEntry(entries, path);
  return found && { path: found.entry.path, params: found.params };
};

describe('content entry matching', () => {
  it('matches the start page and literal paths, ignoring slashes, query and hash', () => {
    expect(match('/')).toEqual({ path: '', params: {} });
    expect(match('')).toEqual({ path: '', params: {} });
    expect(match('/products/?sort=name#top')).toEqual({ path: 'products', params: {} });
  });

  it('extracts named parameters, decoded', () => {
    expect(match('/products/42')).toEqual({ path: 'products/:id', params: { id: '42' } });
    expect(match('/products/gr%C3%BCner%20tee')).toEqual({ path: 'products/:id', params: { id: 'grüner tee' } });
  });

  it('prefers the more literal entry over a parameter', () => {
    expect(match('/products/new')).toEqual({ path: 'products/new', params: {} });
  });

  it('supports a final catch-all and returns null when nothing matches', () => {
    expect(match('/docs/a/b')).toEqual({ path: 'docs/*', params: { '*': 'a/b' } });
    expect(match('/products/1/reviews')).toBeNull();
    expect(match('/unknown')).toBeNull();
  });

  it('normalises paths', () => {
    expect(normalizePath('//a//b/?x=1')).toBe('a/b');
  });
});
