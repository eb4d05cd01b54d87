import { describe, expect, it } from 'vitest';
import type { WidgetDefinition } from '../../../runtime/registry/defineWidget';
import { paletteSections } from './paletteEntries';

const widget = (type: string, group: string, extra: Partial<WidgetDefinition> = {}) =>
  ({ type, group, categories: ['CMS', 'APPLICATION'], ...extra }) as unknown as WidgetDefinition;

const DEFINITIONS = [
  widget('TextInput', 'forms'),
  widget('Heading', 'basic'),
  widget('FlexboxContainer', 'layout'),
  widget('Markdown', 'misc'),
  widget('OldList', 'data', { deprecated: true }),
  widget('Probe', 'test'),
  widget('SocketHub', 'misc', { dynamicSockets: true }),
  widget('Dashboard', 'data', { categories: ['DASHBOARD'] }),
  widget('Checkbox', 'forms'),
];
const TITLES: Record<string, string> = { TextInput: 'Textfeld', Heading: 'Überschrift', FlexboxContainer: 'Flexbox', Markdown: 'Markdown', Checkbox: 'Ankreuzfeld' };
const title = (type: string) => TITLES[type] ?? type;

describe('paletteSections', () => {
  it('offers the widgets of the kind in catalogue order, each section sorted by title, the basic ones under misc', () => {
    expect(paletteSections(DEFINITIONS, 'APPLICATION', title)).toEqual([
      { id: 'layout', entries: [{ type: 'FlexboxContainer', title: 'Flexbox' }] },
      { id: 'forms', entries: [{ type: 'Checkbox', title: 'Ankreuzfeld' }, { type: 'TextInput', title: 'Textfeld' }] },
      { id: 'misc', entries: [{ type: 'Markdown', title: 'Markdown' }, { type: 'Heading', title: 'Überschrift' }] },
    ]);
  });

  it('leaves out deprecated and test-only widgets, compound instances (their sockets come with a compound) and other kinds', () => {
    const types = paletteSections(DEFINITIONS, 'DASHBOARD', title).flatMap((section) => section.entries.map((entry) => entry.type));
    expect(types).toEqual(['Dashboard']);
  });

  it('filters by the translated title or the type, ignoring case and accents, and drops empty sections', () => {
    expect(paletteSections(DEFINITIONS, 'APPLICATION', title, 'uberschr')).toEqual([{ id: 'misc', entries: [{ type: 'Heading', title: 'Überschrift' }] }]);
    expect(paletteSections(DEFINITIONS, 'APPLICATION', title, 'textinput')).toEqual([{ id: 'forms', entries: [{ type: 'TextInput', title: 'Textfeld' }] }]);
    expect(paletteSections(DEFINITIONS, 'APPLICATION', title, 'nichts')).toEqual([]);
  });
});
