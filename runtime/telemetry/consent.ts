import { walkDocument } from '../../model/document/tree';
import type { ApplicationDocument } from '../../model/document/types';

/**
 * The visitor's answer to the analytics question (docs/telemetry.md). Where an application asks (it contains a
 * Consent widget), no analytics event leaves the page before the visitor agreed; applications that do not ask
 * record page views from the start. The answer is kept in browser storage, so it is asked once per browser and
 * origin; the Consent widget gives it with `answerAnalyticsConsent`.
 */
export type ConsentAnswer = 'granted' | 'denied';

export const ANALYTICS_CONSENT_KEY = 'baukasten.analyticsConsent';
/** The widget type whose presence in an application means the visitor is asked. */
export const CONSENT_WIDGET_TYPE = 'Consent';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: no answer is remembered
  }
}

let remembered: ConsentAnswer | null | undefined;

export function analyticsConsent(): ConsentAnswer | null {
  if (remembered === undefined) {
    const value = storage()?.getItem(ANALYTICS_CONSENT_KEY);
    remembered = value === 'granted' || value === 'denied' ? value : null;
  }
  return remembered;
}

export function answerAnalyticsConsent(answer: ConsentAnswer): void {
  remembered = answer;
  try {
    storage()?.setItem(ANALYTICS_CONSENT_KEY, answer);
  } catch {
    // full or blocked storage: the answer holds for this page load
  }
  for (const listener of [...listeners]) listener();
}

export function onAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** May analytics send now, for an application that does (or does not) ask for consent? */
export function analyticsAllowed(consentAsked: boolean): boolean {
  return !consentAsked || analyticsConsent() === 'granted';
}

/** For tests: forget the remembered answer (storage is read again). */
export function resetAnalyticsConsent(): void {
  remembered = undefined;
}

/** Does the application ask its visitors (a Consent widget on any page)? */
export function asksForConsent(document: ApplicationDocument): boolean {
  let found = false;
  walkDocument(document, (node) => {
    found = node.type === CONSENT_WIDGET_TYPE;
    return found ? 'stop' : undefined;
  });
  return found;
}
