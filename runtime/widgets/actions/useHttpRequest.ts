import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateNames } from '../../hooks/template';
import { useTemplate } from '../../hooks/useTemplate';
import { useEmit, useSocketInput } from '../../sockets/hooks';
import { externalUrl } from '../../api/external';
import { RequestFailed, sendHttpRequest, type HttpMethod } from './sendHttpRequest';

export interface HttpRequestSettings {
  url: string;
  method: HttpMethod;
  body: string;
  usePersonalToken: boolean;
}

export type RequestState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; url: string; details?: string };

/** A text placed inside a JSON string: quotes, backslashes and line breaks escaped, so a value cannot break out. */
const jsonEscape = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The request of one HttpRequest(Button) widget: address and body with their `${name}` placeholders filled from
 * the page context and route parameters (address parts URL-encoded, body values JSON-escaped), the `body` input
 * replacing the body. `send` emits the answer on `response` or the failure on `error`.
 */
export function useHttpRequest(id: string, settings: HttpRequestSettings) {
  const { t } = useTranslation('actions');
  const emit = useEmit<'response' | 'error'>(id);
  const url = useTemplate(id, settings.url, { encode: encodeURIComponent });
  const bodyText = useTemplate(id, settings.body, { encode: jsonEscape });
  const bodyInput = useSocketInput<unknown>(id, 'body');
  const body = bodyInput !== undefined && bodyInput !== null ? bodyInput : bodyText;
  const [state, setState] = useState<RequestState>({ kind: 'idle' });
  const latest = useRef({ url, body, method: settings.method, usePersonalToken: settings.usePersonalToken });
  // updated before the caller's effects run (they are declared after this hook), so a send sees this render's request
  useEffect(() => {
    latest.current = { url, body, method: settings.method, usePersonalToken: settings.usePersonalToken };
  });

  const send = useCallback(async () => {
    const request = latest.current;
    setState({ kind: 'sending' });
    try {
      const answer = await sendHttpRequest(request);
      emit('response', answer ?? null);
      setState({ kind: 'done' });
    } catch (error) {
      const failed = error instanceof RequestFailed ? error : null;
      emit('error', { status: failed?.status ?? 0, message: error instanceof Error ? error.message : String(error), body: failed?.body ?? '' });
      setState({ kind: 'failed', url: request.url, details: error instanceof Error ? error.message : undefined });
    }
  }, [emit]);

  // translated here, not when it failed, so a change of language neither renews `send` nor leaves an old text
  const failure = state.kind === 'failed' ? { message: t('httpRequest.failed', { url: state.url }), details: state.details } : null;
  // Placeholders no value was found for yet (the context fills later): such a request waits instead of going out
  // with `${name}` in it.
  const missing = [...templateNames(url), ...(typeof body === 'string' ? templateNames(body) : [])];
  return { url, body, allowed: externalUrl(url) !== null, missing, state, failure, send };
}
