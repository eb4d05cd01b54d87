import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageOf } from '../resources/core/translate.js';
import type { Mail } from '../mail/send.js';

/** Mail texts in the four languages, from `locales/<language>/<namespace>.json`, key `mail`; German is the default. */
const LANGUAGES = ['de_de', 'en_us', 'es_es', 'fr_fr'] as const;
const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

export function loadMailTexts<T extends Record<string, string>>(namespace: string): (language: string) => T {
  const texts = new Map<string, T>(LANGUAGES.map((language) => [
    language, (JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as { mail: T }).mail,
  ]));
  return (language) => texts.get(language) ?? texts.get('de_de')!;
}

type AccountTexts = Record<'resetSubject' | 'resetText' | 'verifySubject' | 'verifyText', string>;
const accountTexts = loadMailTexts<AccountTexts>('auth');

/** The language of `Accept-Language` among ours (`en`, `en-GB` → en_us), else German. */
export function mailLanguage(acceptLanguage: string | undefined): string {
  const asked = languageOf(acceptLanguage);
  if (!asked) return 'de_de';
  return LANGUAGES.find((l) => l === asked) ?? LANGUAGES.find((l) => l.split('_')[0] === asked.split('_')[0]) ?? 'de_de';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A mail with one link: `body` with `{{name}}` and `{{link}}` filled in, as plain text, and as HTML where the link
 * is clickable (names and link escaped).
 */
export function linkMail(to: string, subject: string, body: string, values: { name: string; link: string }): Mail {
  const fill = (template: string, escape: (s: string) => string) =>
    template.replace(/\{\{(name|link)\}\}/g, (_, key: 'name' | 'link') => (key === 'link'
      ? (escape === escapeHtml ? `<a href="${escapeHtml(values.link)}">${escapeHtml(values.link)}</a>` : values.link)
      : escape(values.name)));
  return {
    to,
    subject,
    text: fill(body, (s) => s),
    html: fill(body, escapeHtml).split('\n\n').map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`).join(''),
  };
}

/** The account mails (locales/<language>/auth.json, `mail`). */
export function accountMail(kind: 'reset' | 'verify', language: string, to: string, values: { name: string; link: string }): Mail {
  const t = accountTexts(language);
  return kind === 'reset' ? linkMail(to, t.resetSubject, t.resetText, values) : linkMail(to, t.verifySubject, t.verifyText, values);
}
