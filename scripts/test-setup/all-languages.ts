import { LANGUAGES, loadLanguage } from '../../runtime/i18n';

// The app fetches a language's texts when it is chosen; tests switch languages synchronously
// (`initI18n('en_us')`, `changeLanguage`), so every language is fetched before a test file runs.
await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
