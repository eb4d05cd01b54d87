/**
 * What the palette offers: the registry's widgets whose categories fit the application's kind (CMS, APPLICATION, CBO,
 * DASHBOARD), never deprecated ones and never test-only ones, grouped in the order of the widget catalogue
 * (docs/widgets.md) and filtered by a search text over the translated name and the type.
 */
import type { ApplicationDocument, ApplicationKind } from '../../../model/document/types';
import type { WidgetDefinition, WidgetGroup } from '../../../runtime/registry/defineWidget';

/** Palette sections in catalogue order (docs/widgets.md); the basic widgets belong to its "Miscellaneous" section. */
export const PALETTE_SECTIONS: readonly { id: string; groups: readonly WidgetGroup[] }[] = [
  { id: 'layout', groups: ['layout'] },
  { id: 'forms', groups: ['forms'] },
  { id: 'data', groups: ['data'] },
  { id: 'auth', groups: ['auth'] },
  { id: 'time', groups: ['time'] },
  { id: 'users', groups: ['users'] },
  { id: 'shop', groups: ['shop'] },
  { id: 'misc', groups: ['basic', 'misc'] },
];

const KINDS: readonly ApplicationKind[] = ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'];

/** An application without a (known) kind is an APPLICATION, the resource's own name. */
export function applicationKindOf(document: Pick<ApplicationDocument, 'kind'>): ApplicationKind {
  return KINDS.includes(document.kind as ApplicationKind) ? (document.kind as ApplicationKind) : 'APPLICATION';
}

export function isOffered(definition: WidgetDefinition, kind: ApplicationKind): boolean {
  // Compound instances come from the palette's own compound section (they need a compound id).
  return !definition.deprecated && definition.group !== 'test' && !definition.dynamicSockets && definition.categories.includes(kind);
}

export interface PaletteEntry {
  type: string;
  title: string;
}

export interface PaletteSection {
  id: string;
  entries: PaletteEntry[];
}

/** Normalised for matching: lower case, accents removed ("Überschrift" matches "uberschrift"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Whether a palette entry named `names` (its title, its type) matches the search text; an empty search matches all. */
export function matchesSearch(search: string, ...names: string[]): boolean {
  const needle = fold(search.trim());
  return !needle || names.some((name) => fold(name).includes(needle));
}

/** Sections with at least one entry, entries sorted by their translated title. */
export function paletteSections(
  definitions: readonly WidgetDefinition[],
  kind: ApplicationKind,
  titleOf: (type: string) => string,
  search = '',
): PaletteSection[] {
  const matches = (entry: PaletteEntry) => matchesSearch(search, entry.title, entry.type);
  // One pass over the registry (about 200 widgets), not one per section: the palette does this at every open.
  const offeredByGroup = new Map<WidgetGroup, WidgetDefinition[]>();
  for (const definition of definitions) {
    if (!isOffered(definition, kind)) continue;
    const offered = offeredByGroup.get(definition.group);
    if (offered) offered.push(definition);
    else offeredByGroup.set(definition.group, [definition]);
  }
  return PALETTE_SECTIONS.map((section) => ({
    id: section.id,
    entries: section.groups
      .flatMap((group) => offeredByGroup.get(group) ?? [])
      .map((definition) => ({ type: definition.type, title: titleOf(definition.type) }))
      .filter(matches)
      .sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((section) => section.entries.length > 0);
}
