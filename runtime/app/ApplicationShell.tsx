import { useTranslation } from 'react-i18next';
import { noticeStyles } from '../hooks/styles';
import { ApplicationView, type ApplicationViewProps } from './ApplicationView';
import type { ApplicationLoadState } from './useApplicationLoad';

/**
 * What a visitor sees for each load state: nothing while loading or after a failed start (the console has
 * the error), 'Es wurde keine App gefunden für die aktuelle Domain' when there is no application, else the app.
 */
export function ApplicationShell({ state, ...view }: { state: ApplicationLoadState } & Omit<ApplicationViewProps, 'application'>) {
  const { t } = useTranslation('runtime');
  if (state.status === 'missing') {
    return (
      <div data-testid="no-app-for-domain" style={{ ...noticeStyles.unknown, margin: 24 }}>
        {t('app.noAppForDomain')}
      </div>
    );
  }
  if (state.status !== 'ready') return null;
  return <ApplicationView application={state.application} {...view} />;
}
