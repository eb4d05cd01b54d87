/** The language of the editor and of the widgets in the canvas (remembered for the next visit). */
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../runtime/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation('editor');
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        data-testid="editor-language"
        aria-label={t('toolbar.language')}
        value={i18n.language}
        onChange={(event) => void setLanguage(event.currentTarget.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
