/**
 * The application's pages (content entries): the list, where a click shows that page in the canvas (the
 * editor keeps `?page={path}` in step), adding a page, and the settings of the page shown.
 */
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';
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
    // Plain elements in the look of Chakra's (runtime/ui/plain): the first screen renders no Chakra component.
    <div className="bk-vstack" style={{ gap: '0.75rem', padding: '0.5rem' }} data-testid="pages-panel">
      <ul className="bk-vstack" style={{ gap: '0.125rem', listStyleType: 'none', margin: 0, padding: 0 }} aria-label={t('pages.list')}>
        {pages.map((entry) => {
          const current = entry === active;
          return (
            <li key={entry.path}>
              <PlainButton
                look={current ? 'xs-subtle' : 'xs-ghost'}
                style={{ width: '100%', justifyContent: 'space-between' }}
                aria-current={current ? 'page' : undefined}
                testId="page-item"
                data-page-path={entry.path}
                onClick={() => store.getState().setActivePage(entry.path)}
              >
                <span className="bk-truncate">{entry.title || t('pages.untitled')}</span>
                <span className="bk-truncate bk-mono-muted">
                  /{entry.path}
                  {entry.authenticationRequired ? ` · ${t('pages.loginShort')}` : ''}
                </span>
              </PlainButton>
            </li>
          );
        })}
      </ul>
      <PlainButton look="xs-outline" onClick={addPage} testId="page-add">
        {t('pages.add')}
      </PlainButton>
      {active && (
        <PageSettings
          key={active.path}
          entry={active}
          otherPaths={pages.filter((entry) => entry !== active).map((entry) => entry.path)}
          isLast={pages.length === 1}
        />
      )}
    </div>
  );
}
