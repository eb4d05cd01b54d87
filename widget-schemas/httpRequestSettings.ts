/**
 * The settings HttpRequest and HttpRequestButton share (their texts are `widgets.httpRequest.settings.*` in the
 * `actions` namespace): where the request goes, how, with which body, and whether it carries the person's login.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const HTTP_REQUEST_SETTINGS = {
  url: { title: 'widgets.httpRequest.settings.url.title', description: 'widgets.httpRequest.settings.url.description', type: 'string', default: '' },
  method: { title: 'widgets.httpRequest.settings.method.title', type: 'string', enum: HTTP_METHODS, default: 'GET' },
  body: { title: 'widgets.httpRequest.settings.body.title', description: 'widgets.httpRequest.settings.body.description', type: 'string', multiline: true, default: '' },
  usePersonalToken: { title: 'widgets.httpRequest.settings.usePersonalToken.title', description: 'widgets.httpRequest.settings.usePersonalToken.description', type: 'boolean', default: false },
} as const;

export const HTTP_REQUEST_OUTPUTS = [
  { name: 'response', type: 'any', label: 'widgets.httpRequest.sockets.response' },
  { name: 'error', type: 'object', label: 'widgets.httpRequest.sockets.error' },
] as const;

export const HTTP_BODY_INPUT = { name: 'body', type: 'any', label: 'widgets.httpRequest.sockets.body' } as const;
