/**
 * The application's pages (content entries): the list, where a click shows that page in the canvas (the
 * editor keeps `?page={path}` in step), adding a page, and the settings of the page shown.
 */
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@chakra-ui/react';
import { newWidget } from '../services/dropAction';
import { useEditorServices } from '../services/editorServices';
import { useEditorStore, useEditorStoreApi } from '../store/context';
import { freePath, slugify } from './pagePath';
import { PageSettings } from './PageSettings';
import { usePageSummaries } from './usePageSummaries';

/** The root widget of a new page: a column that takes children. */
const PAGE_ROOT_TYPES = ['FlexboxContainer', 'Container'];

export function PagesPanel() {
  const { t } = useTranslation('editor-panels');
  const { registry } = useEditorServices();
  const store = useEditorStoreApi();
  const pages = usePageSummaries();
  const activePath = useEditorStore((state) => state.activePath);
  const active = pages.find((entry) => entry.path === activePath) ?? pages[0];

  const addPage = () => {
    const title = t('pages.newTitle');
    const path = freePath(slugify(title), pages.map((entry) => entry.path));
    const rootType = PAGE_ROOT_TYPES.find((type) => registry.has(type)) ?? PAGE_ROOT_TYPES[0];
    const created = newWidget(registry, rootType); // with its schema's defaults, like a widget from the palette
    const widget = { ...created, settings: { ...created.settings, direction: 'column' } };
    const outcome = store.getState().dispatch({ type: 'addPage', entry: { path, title, authenticationRequired: false, widget, socketConnections: [] } });
    if (outcome.ok) store.getState().setActivePage(path);
  };

  return (
    <Stack gap="3" padding="2" data-testid="pages-panel">
      <Stack as="ul" gap="0.5" listStyleType="none" aria-label={t('pages.list')}>
        {pages.map((entry) => {
          const current = entry === active;
          return (
            <li key={entry.path}>
              <Button
                size="xs"
                width="full"
                justifyContent="space-between"
                variant={current ? 'subtle' : 'ghost'}
                aria-current={current ? 'page' : undefined}
                data-testid="page-item"
                data-page-path={entry.path}
                onClick={() => store.getState().setActivePage(entry.path)}
              >
                <Text as="span" truncate>
                  {entry.title || t('pages.untitled')}
                </Text>
                <Text as="span" fontFamily="mono" color="fg.muted" truncate>
                  /{entry.path}
                  {entry.authenticationRequired ? ` · ${t('pages.loginShort')}` : ''}
                </Text>
              </Button>
            </li>
          );
        })}
      </Stack>
      <Button size="xs" variant="outline" onClick={addPage} data-testid="page-add">
        {t('pages.add')}
      </Button>
      {active && (
        <PageSettings
          key={active.path}
          entry={active}
          otherPaths={pages.filter((entry) => entry !== active).map((entry) => entry.path)}
          isLast={pages.length === 1}
        />
      )}
    </Stack>
  );
}
