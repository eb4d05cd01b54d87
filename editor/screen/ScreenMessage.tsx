/** A whole-screen message of the editor route: loading, or why the application cannot be opened. */
import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const style = { maxWidth: 560, margin: '80px auto', padding: 24, fontSize: 15, textAlign: 'center' } as const;

export function ScreenMessage({ testId, text, alert, onRetry }: { testId: string; text: string; alert?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <div data-testid={testId} role={alert ? 'alert' : 'status'} style={style}>
      <p>{text}</p>
      {alert ? (
        <p style={{ marginTop: 16 }}>
          {onRetry ? (
            <Button size="sm" variant="outline" mr="3" onClick={onRetry}>
              {t('screen.retry')}
            </Button>
          ) : null}
          <Link to="/editor" style={{ textDecoration: 'underline' }}>
            {t('toolbar.overview')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
