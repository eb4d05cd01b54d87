import { useEffect, useState } from 'react';
import { apiRequest, configureApi } from '../api/http';
import type { Microsoft365Config } from '../../model/microsoft365/config';

/**
 * Public start-up settings of the server (`GET /api/runtime-config`, always on this origin): the API address when
 * API_URL points elsewhere, the keys that switch on visitor analytics and remote error logging (they start only
 * when configured) and the Google Maps key (the GoogleMaps widget loads the Maps script only with it). Read once
 * per page; a failure means "nothing configured".
 */
export interface RuntimeConfig {
  apiUrl?: string;
  analyticsKey?: string;
  loggingKey?: string;
  /** The product's release, for crash reports (only with loggingKey). */
  release?: string;
  mapsApiKey?: string;
  /** Microsoft 365 sign-in and Graph (the Microsoft365Files widget), only when the operator set it up. */
  microsoft365?: Microsoft365Config;
}

let loading: Promise<RuntimeConfig> | null = null;
/** The answer once it is there, so widgets drawn later have it at once. */
let loaded: RuntimeConfig | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= apiRequest<RuntimeConfig>('GET', '/runtime-config', { auth: false }).then(
    (config) => {
      if (config?.apiUrl) configureApi({ baseUrl: config.apiUrl });
      return (loaded = config ?? {});
    },
    () => (loaded = {}),
  );
  return loading;
}

/**
 * The configuration this page uses instead of asking the server: the one a server-rendered page carries in its
 * HTML, or a component test's.
 */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  if (config.apiUrl) configureApi({ baseUrl: config.apiUrl });
  loaded = config;
  loading = Promise.resolve(config);
}

/** The configuration once it is known (undefined while it loads; the app reads it before the first page). */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  const [config, setConfig] = useState<RuntimeConfig | undefined>(() => loaded);
  useEffect(() => {
    let current = true;
    void loadRuntimeConfig().then((answer) => current && setConfig(answer));
    return () => {
      current = false;
    };
  }, []);
  return config;
}
