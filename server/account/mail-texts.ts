import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageOf } from '../resources/core/translate.js';
import type { Mail } from '../mail/send.js';

/** The account mails in the four languages (locales/<language>/auth.json, `mail`); German is the default. */
const LANGUAGES = ['de_de', 'en_us', 'es_es', 'fr_fr'] as const;
type MailTexts = Record<'resetSubject' | 'resetText' | 'verifySubject' | 'verifyText', string>;

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const texts = new Map<string, MailTexts>(LANGUAGES.map((language) => [
  language, (JSON.parse(readFileSync(path.join(LOCALES, language, 'auth.json'), 'utf8')) as { mail: MailTexts }).mail,
]));

/** The language of `Accept-Language` among ours (`en`, `en-GB` → en_us), else German. */
export function mailLanguage(acceptLanguage: string | undefined): string {
  const asked = languageOf(acceptLanguage);
  if (!asked) return 'de_de';
  return LANGUAGES.find((l) => l === asked) ?? LANGUAGES.find((l) => l.split('_')[0] === asked.split('_')[0]) ?? 'de_de';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail with one link: plain text, and HTML where the link is clickable (names and link escaped). */
export function accountMail(kind: 'reset' | 'verify', language: string, to: string, values: { name: string; link: string }): Mail {
  const t = texts.get(language) ?? texts.get('de_de')!;
  const fill = (template: string, escape: (s: string) => string) =>
    template.replace(/\{\{(name|link)\}\}/g, (_, key: 'name' | 'link') => (key === 'link'
      ? (escape === escapeHtml ? `<a href="${escapeHtml(values.link)}">${escapeHtml(values.link)}</a>` : values.link)
      : escape(values.name)));
  const body = kind === 'reset' ? t.resetText : t.verifyText;
  return {
    to,
    subject: kind === 'reset' ? t.resetSubject : t.verifySubject,
    text: fill(body, (s) => s),
    html: fill(body, escapeHtml).split('\n\n').map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`).join(''),
  };
}
