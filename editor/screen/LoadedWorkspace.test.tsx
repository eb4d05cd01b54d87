// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, type ApplicationDocument } from '../../model/document/types';
import { initI18n, setLanguage } from '../../runtime/i18n';
import { testApplication, testPage } from '../model/document/testApplication';
import LoadedWorkspace from './LoadedWorkspace';

function refused(raw: ApplicationDocument): string {
  render(<ChakraProvider value={defaultSystem}><MemoryRouter><LoadedWorkspace raw={raw} onRetry={() => {}} /></MemoryRouter></ChakraProvider>);
  return screen.getByTestId('editor-error').textContent ?? '';
}

describe('a document the load pipeline refuses', () => {
  beforeAll(() => {
    initI18n('de_de');
  });
  afterEach(async () => {
    cleanup();
    await setLanguage('de_de');
  });

  it('is explained in the user\'s language by its code, with the place of the problem', async () => {
    const newer = { ...testApplication([testPage([])]), schemaVersion: CURRENT_SCHEMA_VERSION + 1 };
    const german = refused(newer);
    expect(german).toContain('Die Anwendung wurde mit einer neueren Version von Baukasten gespeichert');
    expect(german).toContain('(bei schemaVersion)');
    cleanup();
    await setLanguage('en_us');
    expect(refused(newer)).toContain('The application was saved by a newer version of Baukasten');
  });

  it('never shows the pipeline\'s English developer message', () => {
    const twice = testApplication([testPage([{ id: 'a', type: 'Text' }, { id: 'a', type: 'Text' }])]);
    const text = refused(twice);
    expect(text).toContain('Eine Widget-ID kommt mehrfach vor');
    expect(text).not.toMatch(/is used twice/);
  });
});
