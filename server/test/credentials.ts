/**
 * The logins the test servers are seeded with, shared by the in-process API harness (`harness.ts`) and the
 * server process the front-end tests start (`server-process.ts`), so a test never guesses which one it talks to.
 */
export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'test-Admin-password-1';
/** The seeded demo shopper (SHOPPER_PASSWORD). */
export const TEST_SHOPPER_EMAIL = 'shopper@example.com';
export const TEST_SHOPPER_PASSWORD = 'test-Shopper-password-1';
/** The tenant the seed creates. */
export const DEMO_TENANT = 'demo';
