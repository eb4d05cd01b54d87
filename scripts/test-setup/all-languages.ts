import { LANGUAGES, loadBuilderTexts, loadLanguage } from '../../runtime/i18n';
import { currentTestFile } from './testFile';

// The app fetches a language's texts when it is chosen, and the German editor and back-office texts with their
// screens; tests switch languages synchronously (`initI18n('en_us')`, `changeLanguage`) and render screens
// directly, so every language and the builder texts are fetched before a test file runs.
// The server's tests are left out: the server does not use i18next (its mails read the locale files themselves).
if (!currentTestFile().ofServer) {
  await Promise.all([...LANGUAGES.map((language) => loadLanguage(language)), loadBuilderTexts()]);
}
