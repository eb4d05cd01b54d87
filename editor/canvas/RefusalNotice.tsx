/** Says why the last edit was refused (a drop into a widget's own child, a widget not meant for this kind). */
import { CloseButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEditorStore, useEditorStoreApi } from '../store/context';

export function RefusalNotice() {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const refusal = useEditorStore((state) => state.lastRefusal);
  if (!refusal) return null;
  return (
    <div
      role="status"
      data-testid="refusal-notice"
      data-code={refusal.code}
      style={{ position: 'sticky', top: 0, zIndex: 30, margin: '0 auto 8px', maxWidth: 520, display: 'flex', gap: 8, alignItems: 'center', background: '#fff5f5', border: '1px solid #feb2b2', color: '#c53030', borderRadius: 6, padding: '6px 10px', fontSize: 13 }}
    >
      <span style={{ flex: 1 }}>{t(`refusals.${refusal.code}`, { defaultValue: t('refusals.not-allowed') })}</span>
      <CloseButton size="2xs" color="inherit" aria-label={t('common.dismiss')} onClick={() => store.setState({ lastRefusal: null })} />
    </div>
  );
}
