import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { ApiSession } from './editor-helpers';

/**
 * The first link of the newest mail to `to` that carries `parameter`, read from the outbox as the administrator.
 * Polls: the server sends its mails after answering the request that caused them.
 */
export async function mailedLink(request: APIRequestContext, admin: ApiSession, to: string, parameter: string): Promise<string> {
  let link = '';
  await expect.poll(async () => {
    const response = await request.get('/api/mailoutbox', { headers: { Authorization: `Bearer ${admin.token}` } });
    const mail = ((await response.json()).elements as { to: string; text: string }[]).find((m) => m.to === to && m.text.includes(parameter));
    link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    return link;
  }, { timeout: 10_000 }).toContain(`${parameter}=`);
  return link;
}
