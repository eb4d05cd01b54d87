/**
 * "Anwendung „Kennzahlen“ angelegt": the confirmation a builder sees when a new application opens in the editor
 * straight from the overview's dialog (the navigation carries `state.created`, the application's name). Closed by
 * its button; a reload does not show it again because the state belongs to that one navigation.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CloseButton } from '@chakra-ui/react';

export function CreatedNotice() {
  const { t } = useTranslation('editor');
  const location = useLocation();
  const created = (location.state as { created?: unknown } | null)?.created;
  const [closed, setClosed] = useState(false);
  if (typeof created !== 'string' || closed) return null;
  return (
    <div role="status" data-testid="app-created" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 12px', background: '#f0fff4', borderBottom: '1px solid #c6f6d5', color: '#22543d', fontSize: 14 }}>
      <span style={{ flex: 1 }}>{t('screen.created', { name: t('quoted', { text: created }) })}</span>
      <CloseButton size="2xs" aria-label={t('screen.closeNotice')} onClick={() => setClosed(true)} />
    </div>
  );
}
