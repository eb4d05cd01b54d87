import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@chakra-ui/react';
import { LANGUAGES, setLanguage, type Language } from '../../runtime/i18n';

/** Picks the interface language; `setLanguage` remembers the choice for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        name="language"
        data-testid="language-switch"
        aria-label={t('language.label')}
        value={i18n.language}
        onChange={(event) => void setLanguage(event.currentTarget.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
