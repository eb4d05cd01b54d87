import { apiRequest } from './http.js';
import { apiMethod } from './method.js';

/**
 * Account self-service (docs/api.md, Account): password reset, e-mail confirmation, the own password (the own
 * profile is `updateMyProfile` in calls.ts).
 * `redirectUrl` is the page the mailed link opens (with `resetToken` or `verificationToken`).
 */
export const requestPasswordReset = apiMethod('requestPasswordReset', ['email', 'redirectUrl'], ['email', 'redirectUrl'], (email: string, redirectUrl: string) =>
  apiRequest<void>('POST', '/auth/password-reset', { body: { email, redirectUrl }, auth: false }));
export const resetPassword = apiMethod('resetPassword', ['token', 'password'], ['token', 'password'], (token: string, password: string) =>
  apiRequest<void>('POST', '/auth/password-reset/confirm', { body: { token, password }, auth: false }));
export const sendEmailVerification = apiMethod('sendEmailVerification', ['emailAddress', 'redirectUrl', 'userId'], ['emailAddress', 'redirectUrl', 'userId'],
  (emailAddress: string, redirectUrl: string, userId: string) =>
    apiRequest<void>('POST', '/auth/email-verification', { body: { emailAddress, redirectUrl, userId } }));
export const confirmEmail = apiMethod('confirmEmail', ['token'], ['token'], (token: string) =>
  apiRequest<void>('POST', '/auth/confirm-email', { body: { token }, auth: false }));
export const changeMyPassword = apiMethod('changeMyPassword', ['currentPassword', 'newPassword'], ['currentPassword', 'newPassword'],
  (currentPassword: string, newPassword: string) => apiRequest<void>('POST', '/users/me/password', { body: { currentPassword, newPassword } }));
