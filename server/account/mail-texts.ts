import { loadServerTexts, requestLanguage } from '../i18n/server-texts.js';
import type { Mail } from '../mail/send.js';

/** Mail texts in the four languages, from `locales/<language>/<namespace>.json`, key `mail`; German is the default. */
export function loadMailTexts<T extends Record<string, string>>(namespace: string): (language: string) => T {
  return loadServerTexts<T>(namespace, 'mail');
}

type AccountTexts = Record<'resetSubject' | 'resetText' | 'verifySubject' | 'verifyText', string>;
const accountTexts = loadMailTexts<AccountTexts>('auth');

/** The language a mail is written in: the request's `Accept-Language` among ours, else German. */
export const mailLanguage = requestLanguage;

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
