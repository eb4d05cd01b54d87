import { apiRequest, configureApi } from '../../runtime/api/http';

/**
 * Public start-up settings of the server (`GET /api/runtime-config`, always on this origin): the API address when
 * API_URL points elsewhere, and the keys that switch on visitor analytics and remote error logging (they start only
 * when configured). Read once; the keys wait here for the runtime to pick them up. A failure means "nothing
 * configured".
 */
export interface RuntimeConfig {
  apiUrl?: string;
  analyticsKey?: string;
  loggingKey?: string;
  /** The product's release, for crash reports (only with loggingKey). */
  release?: string;
}

let loading: Promise<RuntimeConfig> | null = null;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= apiRequest<RuntimeConfig>('GET', '/runtime-config', { auth: false }).then(
    (config) => {
      if (config?.apiUrl) configureApi({ baseUrl: config.apiUrl });
      return config ?? {};
    },
    () => ({}),
  );
  return loading;
}
