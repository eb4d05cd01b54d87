/** A comparison of a version with the draft as a list: pages, then widgets, each added, removed or changed. */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isEmptyDiff, type DocumentDiff } from '../../model/document/diff';
import { CHANGE_COLORS } from './DiffHighlight';

export function VersionDiffList({ number, diff, onClose }: { number: number; diff: DocumentDiff; onClose(): void }) {
  const { t } = useTranslation('publishing');
  return (
    <section data-testid="version-diff" aria-label={t('diff.title', { number })} style={{ borderTop: '1px solid #e2e8f0', padding: '8px 12px', fontSize: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>{t('diff.title', { number })}</strong>
        <Button size="xs" variant="ghost" data-testid="version-diff-close" onClick={onClose}>{t('close')}</Button>
      </div>
      {isEmptyDiff(diff) ? <p data-testid="version-diff-empty">{t('diff.none')}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0 0' }}>
        {diff.fields.length > 0 ? <li data-testid="diff-item" data-kind="fields" data-change="changed">{t('diff.fields', { fields: diff.fields.join(', ') })}</li> : null}
        {diff.pages.map((page) => (
          <li key={`page:${page.path}`} data-testid="diff-item" data-kind="page" data-change={page.change} data-path={page.path} style={{ color: CHANGE_COLORS[page.change] }}>
            {t(`diff.page.${page.change}`, { page: page.title || `/${page.path}` })}
            {page.aspects.length > 0 ? ` (${page.aspects.map((aspect) => t(`diff.pageAspect.${aspect}`)).join(', ')})` : ''}
          </li>
        ))}
        {diff.widgets.map((widget) => (
          <li key={`widget:${widget.id}`} data-testid="diff-item" data-kind="widget" data-change={widget.change} data-widget-id={widget.id} style={{ color: CHANGE_COLORS[widget.change] }}>
            {t(`diff.widget.${widget.change}`, { type: widget.type, id: widget.id, page: `/${widget.pagePath}` })}
            {widget.aspects.length > 0 ? ` (${widget.aspects.map((aspect) => t(`diff.widgetAspect.${aspect}`)).join(', ')})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
