/**
 * The one language choice of the product (login page, back-office header, editor toolbar): switches the
 * interface, and the widgets in the editor's canvas, and remembers the choice for the next visit.
 */
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../i18n';
import { PlainSelect } from './plain/PlainSelect';

export interface LanguageSelectProps {
  /** The test hook; the editor's toolbar keeps its own (`editor-language`). */
  testId?: string;
  size?: 'xs' | 'sm';
}

export function LanguageSelect({ testId = 'language-switch', size = 'sm' }: LanguageSelectProps) {
  const { t, i18n } = useTranslation('ui');
  return (
    <PlainSelect
      size={size}
      width="auto"
      name="language"
      testId={testId}
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(event) => void setLanguage(event.currentTarget.value as Language)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </PlainSelect>
  );
}
