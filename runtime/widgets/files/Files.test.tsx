// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { ApiRequestError } from '../../api/http';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { fileRefs, fileSearch } from './fileRefs';
import { uploadErrorText } from './uploadError';

// The Files widget without a server: its settings, empty states and error texts (the store-backed behaviour is
// in filesArea.test.tsx).
const registry = createBuiltinRegistry();
afterEach(cleanup);

const t = i18next.getFixedT('de_de', 'files');

describe('Files', () => {
  it('with its defaults reads the context variable fileIds and says when it holds no files', () => {
    const view = renderTree({ id: 'f', type: 'Files' }, { registry });
    expect(widgetElement(view.container, 'f').textContent).toBe('Keine Dateien gefunden.');
  });

  it('shows the configured text without files, and asks to be configured without a variable', () => {
    const custom = renderTree({ id: 'f', type: 'Files', settings: { noFilesFoundText: 'Noch nichts hochgeladen' } }, { registry, context: { fileIds: [] } });
    expect(widgetElement(custom.container, 'f').textContent).toBe('Noch nichts hochgeladen');
    custom.unmount();
    const none = renderTree({ id: 'f', type: 'Files', settings: { contextProperty: ' ' } }, { registry });
    expect(widgetElement(none.container, 'f').textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('asks a visitor to log in before uploading', () => {
    const view = renderTree({ id: 'f', type: 'Files', settings: { allowUpload: true } }, { registry });
    expect(view.getByTestId('files-login').textContent).toBe('Bitte melden Sie sich an, um Dateien hochzuladen.');
  });

  it('reads ids and addresses from lists, texts and file objects, and searches ids by id and addresses by url', () => {
    expect(fileRefs(['a', ' b ', '', 'a'])).toEqual(['a', 'b']);
    expect(fileRefs('a, https://x.example/p.png')).toEqual(['a', 'https://x.example/p.png']);
    expect(fileRefs([{ id: 'c' }, { url: '/api/files/d/content' }, 7, null])).toEqual(['c', '/api/files/d/content']);
    expect(fileRefs(undefined)).toEqual([]);
    expect(fileSearch(['a', 'https://x.example/p.png']).fieldSearches).toEqual([
      { type: 'id', fieldname: 'id', matcher: 'in', value: ['a'] },
      { type: 'string', fieldname: 'url', matcher: 'in', value: ['https://x.example/p.png'], caseSensitive: true },
    ]);
  });

  it('says why an upload failed: size (with the limit), type, login, anything else', () => {
    expect(uploadErrorText(new ApiRequestError(413, 'FILE_TOO_LARGE', 'Files may have at most 10485760 bytes'), t, 'de-DE')).toBe('Die Datei ist zu groß (höchstens 10 MB).');
    expect(uploadErrorText(new ApiRequestError(413, 'PAYLOAD_TOO_LARGE', 'Body too large'), t, 'de-DE')).toBe('Die Datei ist zu groß.');
    expect(uploadErrorText(new ApiRequestError(415, 'UNSUPPORTED_FILE_TYPE', 'x'), t, 'de-DE')).toBe('Dateien dieses Typs werden nicht angenommen.');
    expect(uploadErrorText(new ApiRequestError(401, 'UNAUTHORIZED', 'x'), t, 'de-DE')).toBe('Bitte melden Sie sich an, um Dateien hochzuladen.');
    expect(uploadErrorText(new Error('offline'), t, 'de-DE')).toBe('Die Datei konnte nicht hochgeladen werden.');
    expect(uploadErrorText(new ApiRequestError(413, 'FILE_TOO_LARGE', 'Files may have at most 10485760 bytes'), i18next.getFixedT('en_us', 'files'), 'en-US')).toBe('The file is too large (at most 10 MB).');
  });
});
