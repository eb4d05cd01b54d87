// @vitest-environment jsdom
import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../runtime/i18n';
import type { DocumentDiff } from '../../model/document/diff';
import { diffHighlightCss } from './DiffHighlight';
import { VersionDiffList } from './VersionDiffList';

const diff: DocumentDiff = {
  fields: ['domain'],
  pages: [{ path: 'neu', title: 'Neu', change: 'added', aspects: [] }, { path: '', title: 'Start', change: 'changed', aspects: ['title', 'widgets'] }],
  widgets: [
    { id: 'a', type: 'Text', change: 'changed', pagePath: '', aspects: ['settings', 'position'] },
    { id: 'n"x', type: 'Button', change: 'added', pagePath: '', aspects: [] },
    { id: 'gone', type: 'Image', change: 'removed', pagePath: '', aspects: [] },
  ],
};

const render = (ui: ReactElement) => renderPlain(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

beforeAll(() => initI18n('en_us').changeLanguage('en_us'));
afterEach(cleanup);

describe('comparing a version with the draft', () => {
  it('lists fields, pages and widgets with what changed, translated', () => {
    render(<VersionDiffList number={3} diff={diff} onClose={() => {}} />);
    const items = screen.getAllByTestId('diff-item').map((item) => [item.dataset.change, item.textContent]);
    expect(items).toEqual([
      ['changed', 'Application settings changed: domain'],
      ['added', 'Page Neu added'],
      ['changed', 'Page Start changed (title, widgets)'],
      ['changed', 'Text “a” changed (/) (settings, position)'],
      ['added', 'Button “n"x” added (/)'],
      ['removed', 'Image “gone” removed (/)'],
    ]);
    expect(screen.getByTestId('version-diff').getAttribute('aria-label')).toBe('Version 3 → draft');
  });

  it('says when there is no difference', () => {
    render(<VersionDiffList number={1} diff={{ fields: [], pages: [], widgets: [] }} onClose={() => {}} />);
    expect(screen.getByTestId('version-diff-empty').textContent).toBe('No differences.');
  });

  it('frames added and changed widgets on the canvas, not removed ones, with ids quoted safely', () => {
    const css = diffHighlightCss(diff);
    expect(css).toContain('[data-testid="canvas"] [data-widget-id="a"] { box-shadow: 0 0 0 3px #c05621; }');
    expect(css).toContain('[data-widget-id="n\\"x"] { box-shadow: 0 0 0 3px #2f855a; }');
    expect(css).not.toContain('gone');
  });
});
