/**
 * The selected widget's ancestors, from the page's root down to it, at the bottom of the canvas: a click on one
 * selects it (reaching a container hidden behind its children without the outline).
 */
import { ChevronRight } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetTitle } from '../dragdrop/announcements';
import { useEditorServices } from '../services/editorServices';
import { useEditorStore } from '../store/context';
import { PlainButton } from '../../runtime/ui/plain/PlainButton';

export function SelectionBreadcrumb() {
  const { t } = useTranslation('editor');
  const { store } = useEditorServices();
  const selected = useEditorStore((state) => (state.selection.length === 1 ? state.selection[0] : null));
  // The ancestors as one string: a move changes them and renders again; an edit of a setting does not.
  const path = useEditorStore(() => JSON.stringify(selected ? store.index.ancestors(selected) : []));
  const chain = useMemo(() => JSON.parse(path) as string[], [path]);
  if (chain.length === 0) return null;
  return (
    <nav aria-label={t('canvasActions.breadcrumb')} data-testid="selection-breadcrumb" data-canvas-chrome="" className="bk-canvas-breadcrumb">
      {/* plain elements (runtime/ui/plain): rendered again with every selection, a delete's among them */}
      <ol className="bk-hstack" style={{ gap: '0.125rem', listStyleType: 'none', margin: 0, padding: 0, flexWrap: 'wrap' }}>
        {chain.map((id, position) => {
          const last = position === chain.length - 1;
          return (
            <Fragment key={id}>
              <li>
                <PlainButton
                  look={last ? '2xs-subtle' : '2xs-ghost'}
                  data-breadcrumb-id={id}
                  aria-current={last ? 'true' : undefined}
                  onClick={() => store.getState().select([id])}
                >
                  {widgetTitle(t, store.index.node(id)?.type ?? '')}
                </PlainButton>
              </li>
              {last ? null : (
                <li aria-hidden>
                  <ChevronRight size={12} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
