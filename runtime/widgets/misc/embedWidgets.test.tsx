// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { videoEmbedUrl, vimeoId, youTubeId } from '../../../model/embeds/video';

// jsdom loads no frames: nothing here reaches YouTube, Vimeo or any other site.
afterEach(cleanup);
const registry = createBuiltinRegistry();

function frameOf(container: HTMLElement, id: string) {
  return widgetElement(container, id).querySelector('iframe');
}

describe('Iframe', () => {
  it('frames an http(s) address sandboxed and sized, with the fallback text', () => {
    const { container } = renderTree({ id: 'f', type: 'Iframe', settings: { url: 'https://maps.example.com/embed?q={city}', height: '250px' } }, { registry, context: { city: 'Köln' } });
    const frame = frameOf(container, 'f')!;
    expect(frame.getAttribute('src')).toBe('https://maps.example.com/embed?q=K%C3%B6ln');
    expect(frame.getAttribute('sandbox')!.split(' ')).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect([frame.style.width, frame.style.height, frame.title]).toEqual(['100%', '250px', 'maps.example.com']);
    expect(frame.textContent).toBe('Your browser does not support iframes.');
  });

  it('gives a page of this origin an opaque origin', () => {
    const { container } = renderTree({ id: 'f', type: 'Iframe', settings: { url: `${window.location.origin}/shop`, frameTitle: 'Shop' } }, { registry, language: 'es_es' });
    const frame = frameOf(container, 'f')!;
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.title).toBe('Shop');
    expect(frame.textContent).toBe('Su navegador no admite iframes.');
  });

  it('frames nothing but absolute http(s) addresses, also in edit mode', () => {
    for (const url of ['', '/relative/page', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com', 'https://']) {
      const { container } = renderTree({ id: 'f', type: 'Iframe', settings: { url } }, { registry, extensions: { mode: 'edit' } });
      expect([url, frameOf(container, 'f'), widgetElement(container, 'f').textContent]).toEqual([url, null, 'Bitte konfigurieren Sie das Widget!']);
      cleanup();
    }
  });
});

describe('VideoPlayer', () => {
  it('embeds a YouTube video through the privacy-enhanced player with the chosen options', () => {
    const { container } = renderTree(
      { id: 'v', type: 'VideoPlayer', settings: { source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', autoplay: true, loop: true, hiddencontrols: true, height: '200px' } },
      { registry },
    );
    const frame = frameOf(container, 'v')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&loop=1&playlist=dQw4w9WgXcQ&controls=0&rel=0');
    expect([frame.title, frame.style.height, frame.getAttribute('allow')]).toEqual(['YouTube-Video', '200px', 'autoplay; fullscreen; picture-in-picture; encrypted-media']);
  });

  it('embeds a Vimeo video, and never starts one by itself in edit mode', () => {
    const { container } = renderTree(
      { id: 'v', type: 'VideoPlayer', settings: { source: 'https://vimeo.com/76979871', platform: 'Vimeo', autoplay: true } },
      { registry, extensions: { mode: 'edit' }, language: 'en_us' },
    );
    const frame = frameOf(container, 'v')!;
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
    expect(frame.title).toBe('Vimeo video');
  });

  it('says so when the address is not a video of the platform and requests nothing; asks to be configured when empty', () => {
    const cases: [string, string, string][] = [
      ['YouTube', 'keine adresse', 'Die Adresse ist keine lesbare YouTube-Video-Adresse.'],
      ['YouTube', 'https://vimeo.com/76979871', 'Die Adresse ist keine lesbare YouTube-Video-Adresse.'],
      ['Vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Die Adresse ist keine lesbare Vimeo-Video-Adresse.'],
      ['YouTube', '', 'Bitte konfigurieren Sie das Widget!'],
    ];
    for (const [platform, source, text] of cases) {
      const { container } = renderTree({ id: 'v', type: 'VideoPlayer', settings: { source, platform } }, { registry });
      expect([source, frameOf(container, 'v'), widgetElement(container, 'v').textContent]).toEqual([source, null, text]);
      cleanup();
    }
  });

  it('reads the platforms’ address forms', () => {
    expect(['https://youtu.be/dQw4w9WgXcQ?si=x', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ'].map(youTubeId))
      .toEqual(Array(4).fill('dQw4w9WgXcQ'));
    expect([youTubeId('https://www.youtube.com/watch?v=short'), youTubeId('https://evil.example/watch?v=dQw4w9WgXcQ'), youTubeId('javascript:alert(1)')]).toEqual([undefined, undefined, undefined]);
    expect(vimeoId('https://player.vimeo.com/video/76979871?h=abc123def')).toEqual({ id: '76979871', hash: 'abc123def' });
    expect(vimeoId('https://vimeo.com/76979871/abc123def')).toEqual({ id: '76979871', hash: 'abc123def' });
    expect(videoEmbedUrl('Vimeo', 'https://vimeo.com/channels/staffpicks/76979871', { autoplay: false, loop: true, hiddencontrols: false })).toBe('https://player.vimeo.com/video/76979871?loop=1');
  });
});
