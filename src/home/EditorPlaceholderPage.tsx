import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../layout/MessagePage';

/** `/editor/apps/:appId` until the editor arrives (later issue). */
export default function EditorPlaceholderPage() {
  const { t } = useTranslation();
  const { appId } = useParams();
  return (
    <MessagePage
      testId="editor-placeholder"
      title={t('editorPlaceholder.title')}
      text={t('editorPlaceholder.text', { id: appId })}
      action={{ to: '/editor', label: t('editorPlaceholder.back') }}
    />
  );
}
