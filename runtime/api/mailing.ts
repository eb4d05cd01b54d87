import { apiRequest } from './http.js';
import { apiMethod } from './method.js';

/**
 * The public mailing calls (docs/api.md, Opt-ins): subscribing to and unsubscribing from a mailing list (each mails
 * a link to `redirectUrl` with `optInToken` or `optOutToken`), and confirming either with the link's token.
 */
export const subscribeToMailingList = apiMethod('subscribeToMailingList', ['email', 'mailingListId', 'redirectUrl'], ['email', 'mailingListId', 'redirectUrl'],
  (email: string, mailingListId: string, redirectUrl: string) =>
    apiRequest<void>('POST', '/mailing/subscribe', { body: { email, mailingListId, redirectUrl }, auth: false }));
export const unsubscribeFromMailingList = apiMethod('unsubscribeFromMailingList', ['email', 'mailingListId', 'redirectUrl'], ['email', 'mailingListId', 'redirectUrl'],
  (email: string, mailingListId: string, redirectUrl: string) =>
    apiRequest<void>('POST', '/mailing/unsubscribe', { body: { email, mailingListId, redirectUrl }, auth: false }));
export const confirmOptIn = apiMethod('confirmOptIn', ['token'], ['token'], (token: string) =>
  apiRequest<void>('POST', '/mailing/opt-in', { body: { token }, auth: false }));
export const confirmOptOut = apiMethod('confirmOptOut', ['token'], ['token'], (token: string) =>
  apiRequest<void>('POST', '/mailing/opt-out', { body: { token }, auth: false }));
