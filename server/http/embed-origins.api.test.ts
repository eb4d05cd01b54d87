import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { useTestServer } from '../test/use-test-server.js';

// What published pages may embed: the operator's FRAME_ORIGINS and WEB_COMPONENT_ORIGINS join the policy.
const server = useTestServer({
  loginAdmin: false,
  config: { embedOrigins: readConfig({ FRAME_ORIGINS: 'https://maps.example.com, http://intranet.local:8081/', WEB_COMPONENT_ORIGINS: 'https://cdn.example.com' }).embedOrigins },
});

function directive(header: string | null, name: string): string | undefined {
  return header?.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `))?.slice(name.length + 1);
}

describe('embed origins', () => {
  it('allow frames and web component scripts from the configured origins, on every page', async () => {
    for (const route of ['/', '/apps/preview/a1/x', '/api/runtime-config']) {
      const header = (await fetch(server.baseUrl + route)).headers.get('content-security-policy');
      expect(directive(header, 'frame-src'), route).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com https://maps.example.com http://intranet.local:8081");
      expect(directive(header, 'script-src'), route).toBe("'self' 'unsafe-eval' https://cdn.example.com");
    }
  });

  it('refuse anything but http(s) origins at start, naming the variable', () => {
    expect(readConfig({}).embedOrigins).toEqual({ frames: [], scripts: [] });
    expect(() => readConfig({ FRAME_ORIGINS: 'maps.example.com' })).toThrow(/^FRAME_ORIGINS: "maps.example.com" is no origin/);
    expect(() => readConfig({ WEB_COMPONENT_ORIGINS: 'https://cdn.example.com/lib/' })).toThrow(/^WEB_COMPONENT_ORIGINS: .* is no http\(s\) origin/);
    expect(() => readConfig({ FRAME_ORIGINS: "javascript:alert(1)" })).toThrow(/FRAME_ORIGINS/);
    expect(() => readConfig({ FRAME_ORIGINS: "https://a.example.com 'unsafe-inline'" })).toThrow(/FRAME_ORIGINS/);
  });
});
