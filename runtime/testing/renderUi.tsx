/**
 * Test helper for component tests (jsdom) of shared controls: renders inside Chakra with i18n in the given
 * language (German, the default, unless told).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { initI18n, type Language } from '../i18n';

export function renderUi(ui: ReactElement, language: Language = 'de_de') {
  void initI18n(language).changeLanguage(language);
  return render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);
}
