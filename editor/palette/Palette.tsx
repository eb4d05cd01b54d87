/**
 * The palette: the widgets this application may use, grouped as in the catalogue, searchable, with the
 * widget library for a closer look. Entries are dragged into the canvas or the outline. Further sections (the
 * project's compound widgets) come from the screen as children, so the palette does not depend on them.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSharedTranslation } from '../../runtime/i18n/useSharedTranslation';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
import { PlainInput } from '../../runtime/ui/plain/PlainInput';
import { widgetTitle } from '../dragdrop/announcements';
import { useEditorServices } from '../services/editorServices';
import { PaletteItem } from './PaletteItem';
import { paletteSections } from '../model/rules/paletteEntries';
import { WidgetLibraryDialog } from './WidgetLibraryDialog';
import { PaletteSearchContext, type PaletteSearch } from '../ui/paletteSearch';

const PALETTE_NAMESPACES = ['editor', 'widgets'] as const;

export function Palette({ children }: { children?: ReactNode }) {
  // The shared t: 158 titles at every open, read straight from the texts (runtime/i18n/useSharedTranslation.ts).
  const { t } = useSharedTranslation(PALETTE_NAMESPACES);
  const { registry, kind } = useEditorServices();
  const [search, setSearch] = useState('');
  const [libraryOpen, setLibraryOpen] = useState(false);
  // entries the added sections (compound widgets) show for the search, by section
  const [shownElsewhere, setShownElsewhere] = useState<Record<string, number>>({});
  const report = useCallback((id: string, count: number) => setShownElsewhere((previous) => (previous[id] === count ? previous : { ...previous, [id]: count })), []);
  const searchContext = useMemo<PaletteSearch>(() => ({ search, report }), [search, report]);
  const sections = useMemo(
    () => paletteSections(registry.definitions(), kind, (type) => widgetTitle(t, type), search),
    [registry, kind, search, t], // t is another one in another language
  );
  const nothingShown = sections.length === 0 && Object.values(shownElsewhere).every((count) => count === 0);
  return (
    <section data-testid="palette" aria-label={t('palette.title')} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <div style={{ display: 'flex', gap: 4, padding: '6px 8px' }}>
        <PlainInput
          type="search"
          size="xs"
          style={{ flex: 1, minWidth: 0 }}
          testId="palette-search"
          aria-label={t('palette.search')}
          placeholder={t('palette.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <PlainButton look="xs-outline" testId="open-widget-library" onClick={() => setLibraryOpen(true)} title={t('library.open')}>
          {t('library.button')}
        </PlainButton>
      </div>
      <div style={{ overflow: 'auto', padding: '0 8px 8px', flex: 1 }}>
        {sections.map((section) => (
          <div key={section.id} role="group" aria-labelledby={`palette-section-${section.id}`} data-testid="palette-section" data-section={section.id}>
            <h3 id={`palette-section-${section.id}`} style={{ fontSize: 11, textTransform: 'uppercase', color: '#4a5568', margin: '8px 0 2px', letterSpacing: 0.5 }}>
              {t(`palette.sections.${section.id}`)}
            </h3>
            {section.entries.map((entry) => (
              <PaletteItem key={entry.type} type={entry.type} title={entry.title} />
            ))}
          </div>
        ))}
        <PaletteSearchContext.Provider value={searchContext}>{children}</PaletteSearchContext.Provider>
        {nothingShown ? (
          <p data-testid="palette-empty" style={{ fontSize: 13, color: '#4a5568' }}>
            {t('palette.noResults')}
          </p>
        ) : null}
      </div>
      {libraryOpen ? <WidgetLibraryDialog onClose={() => setLibraryOpen(false)} /> : null}
    </section>
  );
}
