import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PageTitle';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useTemplate } from '../../hooks/useTemplate';
import { ConfigureNotice } from '../../hooks/notices';
import { noticeStyles } from '../../hooks/styles';
import { useBuilderNotices, useRenderMode } from '../../render/extensions';

export type PageTitleSettings = SettingsOf<typeof spec.schema>;

/**
 * Sets document.title while the page shows it: the `title` input when a value arrived, else the setting with its
 * placeholders filled from context variables and route parameters. The previous title comes back when the widget
 * leaves the page. The editor keeps its own tab title (edit mode); builders see which title the page gets.
 */
function PageTitle({ id, settings }: WidgetProps<PageTitleSettings>) {
  const { t } = useTranslation('misc');
  const mode = useRenderMode();
  const builder = useBuilderNotices();
  const title = useTemplate(id, settings.title, { input: 'title' }).trim();

  useEffect(() => {
    if (mode === 'edit' || !title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [mode, title]);

  if (!title) return <ConfigureNotice />;
  if (!builder || mode !== 'edit') return null;
  return <div data-testid="page-title-notice" style={noticeStyles.unknown}>{t('pageTitle.notice', { title })}</div>;
}

export const PageTitleWidget = widgetFromSpec(spec, PageTitle);
