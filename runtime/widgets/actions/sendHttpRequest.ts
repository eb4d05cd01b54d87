/**
 * The request of HttpRequest and HttpRequestButton, sent from the browser (no server in between, so no other
 * tenant's secret can ever be added to it): only http(s) addresses and paths of this site, the person's login only
 * when the builder asks for it, the body as JSON when it is JSON and as text otherwise.
 */
import { externalUrl, personalAuth } from '../../api/external';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequestOptions {
  url: string;
  method: HttpMethod;
  /** The body: a text is sent as it is, anything else as JSON. Never sent with GET. */
  body?: unknown;
  usePersonalToken: boolean;
}

/** The address is no http(s) address or path of this site. */
export class RequestNotAllowed extends Error {}

/** The service answered with an error status (or could not be reached: status 0). */
export class RequestFailed extends Error {
  constructor(readonly status: number, readonly statusText: string, readonly body: string) {
    super(status ? `${status} ${statusText}`.trim() : statusText);
  }
}

function bodyOf(body: unknown): { text: string; type: string } | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  if (typeof body !== 'string') return { text: JSON.stringify(body), type: 'application/json' };
  try {
    JSON.parse(body);
    return { text: body, type: 'application/json' };
  } catch {
    return { text: body, type: 'text/plain;charset=utf-8' };
  }
}

/** Sends the request; resolves with the answer (parsed JSON, else its text, undefined when empty). */
export async function sendHttpRequest({ url, method, body, usePersonalToken }: HttpRequestOptions): Promise<unknown> {
  const address = externalUrl(url);
  if (!address) throw new RequestNotAllowed(url);
  const auth = usePersonalToken ? personalAuth(address) : { headers: {}, credentials: 'omit' as const };
  const payload = method === 'GET' ? undefined : bodyOf(body);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain;q=0.9, */*;q=0.8', ...auth.headers };
  if (payload) headers['Content-Type'] = payload.type;
  let response: Response;
  try {
    response = await fetch(address, { method, headers, body: payload?.text, credentials: auth.credentials });
  } catch (error) {
    throw new RequestFailed(0, error instanceof Error ? error.message : String(error), '');
  }
  const text = await response.text();
  if (!response.ok) throw new RequestFailed(response.status, response.statusText, text);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
