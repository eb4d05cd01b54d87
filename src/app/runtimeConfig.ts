import { apiRequest } from '../../runtime/api/http';

/**
 * Public start-up settings of the server (`GET /api/runtime-config`): the keys that switch on visitor analytics
 * and remote error logging (spec 000 section 1: they start only when configured). Read once and kept here until
 * the runtime's analytics and error reporting pick them up; a failure means "nothing configured".
 */
export interface RuntimeConfig {
  analyticsKey?: string;
  loggingKey?: string;
}

let loading: Promise<RuntimeConfig> | null = null;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= apiRequest<RuntimeConfig>('GET', '/runtime-config', { auth: false }).then(
    (config) => config ?? {},
    () => ({}),
  );
  return loading;
}
