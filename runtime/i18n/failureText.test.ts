// A refused document reads as the reason its code stands for, in the interface language, never as the pipeline's
// English message.
import { describe, expect, it } from 'vitest';
import { FailureError, failure } from '../../model/result';
import { failureText } from './failureText';
import { initI18n } from './index';

describe('failureText', () => {
  it('translates a refusal by its code and names where', async () => {
    const i18n = initI18n();
    await i18n.changeLanguage('de_de');
    const refused = new FailureError(failure('newer-version', 'schemaVersion 9 is newer than 1', 'schemaVersion'));
    expect(failureText(i18n.t, refused)).toBe('Die Anwendung wurde mit einer neueren Version von Baukasten gespeichert. (bei schemaVersion)');
    expect(failureText(i18n.t, new FailureError(failure('too-many-nodes', 'too many')))).toBe('Die Anwendung enthält zu viele Widgets.');
    await i18n.changeLanguage('en_us');
    expect(failureText(i18n.t, new FailureError(failure('duplicate-id', 'id w1 twice', 'widget.slots.children.1')))).toMatch(/\(at widget\.slots\.children\.1\)$/);
    await i18n.changeLanguage('de_de');
  });

  it('keeps the message of other errors', () => {
    const i18n = initI18n();
    expect(failureText(i18n.t, new Error('Network down'))).toBe('Network down');
    expect(failureText(i18n.t, null)).toBeUndefined();
  });
});
