/** The language of the editor and of the widgets in the canvas (remembered for the next visit). */
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../runtime/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation('editor');
  return (
    <select
      data-testid="editor-language"
      aria-label={t('toolbar.language')}
      value={i18n.language}
      onChange={(event) => void setLanguage(event.currentTarget.value as Language)}
      style={{ fontSize: 12, padding: '2px 4px', border: '1px solid #cbd5e0', borderRadius: 4, background: '#fff' }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`languages.${language}`)}
        </option>
      ))}
    </select>
  );
}
