/**
 * The widget library: every widget this application may use, with its type, whether it holds other
 * widgets and its sockets, searchable; "Insert" puts one after the selection (or at the end of the page).
 */
import { Button, CloseButton, Dialog, Input, Portal } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotTitle } from '../dragdrop/announcements';
import { selectionPasteTarget } from '../services/systemClipboard';
import { widgetTitle } from '../dragdrop/announcements';
import { newWidget } from '../services/dropAction';
import { useEditorServices } from '../services/editorServices';
import { paletteSections } from '../model/rules/paletteEntries';

export function WidgetLibraryDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['editor', 'widgets']);
  const { registry, kind, store } = useEditorServices();
  const [search, setSearch] = useState('');
  const sections = useMemo(() => paletteSections(registry.definitions(), kind, (type) => widgetTitle(t, type), search), [registry, kind, t, search]);

  const insert = (type: string) => {
    const target = selectionPasteTarget(store, (candidate) => registry.get(candidate)?.slots);
    if (!target) return;
    const outcome = store.getState().dispatch({ type: 'insert', node: newWidget(registry, type), ...target });
    if (outcome.ok) onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="widget-library">
            <Dialog.Header>
              <Dialog.Title>{t('library.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Input
                size="sm"
                data-testid="library-search"
                aria-label={t('palette.search')}
                placeholder={t('palette.search')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                marginBottom="3"
              />
              {sections.map((section) => (
                <section key={section.id} aria-label={t(`palette.sections.${section.id}`)}>
                  <h3 style={{ fontSize: 12, textTransform: 'uppercase', color: '#4a5568', margin: '12px 0 4px' }}>{t(`palette.sections.${section.id}`)}</h3>
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 8 }}>
                    {section.entries.map((entry) => {
                      const definition = registry.get(entry.type)!;
                      return (
                        <li key={entry.type} data-testid="library-item" data-widget-type={entry.type} style={{ border: '1px solid #e2e8f0', borderRadius: 6, padding: 8 }}>
                          <div style={{ fontWeight: 600, fontSize: 14 }}>{entry.title}</div>
                          <div style={{ fontFamily: 'monospace', fontSize: 11, color: '#4a5568' }}>{entry.type}</div>
                          <div style={{ fontSize: 12, color: '#4a5568', margin: '4px 0' }}>
                            {definition.slots.length > 0 ? t('library.holdsWidgets', { slots: definition.slots.map((slot) => slotTitle(t, slot)).join(', ') }) : t('library.leaf')}
                            {' · '}
                            {t('library.inputs', { count: definition.inputs.length })}, {t('library.outputs', { count: definition.outputs.length })}
                          </div>
                          <Button size="xs" variant="outline" onClick={() => insert(entry.type)} data-testid="library-insert">
                            {t('library.insert')}
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))}
              {sections.length === 0 ? <p>{t('palette.noResults')}</p> : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
