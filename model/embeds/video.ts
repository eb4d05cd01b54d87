/**
 * The video platforms the VideoPlayer widget embeds, through each platform's documented embed player: YouTube's
 * IFrame player (https://developers.google.com/youtube/player_parameters), from its privacy-enhanced host, and
 * Vimeo's player (https://developer.vimeo.com/player/sdk/embed). Shared by the widget (which builds the player
 * address) and the server (whose Content-Security-Policy allows frames from exactly these origins).
 */
export const VIDEO_PLATFORMS = ['YouTube', 'Vimeo'] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];

export const VIDEO_EMBED_ORIGINS: Readonly<Record<VideoPlatform, string>> = Object.freeze({
  YouTube: 'https://www.youtube-nocookie.com',
  Vimeo: 'https://player.vimeo.com',
});

export interface VideoOptions {
  autoplay: boolean;
  loop: boolean;
  hiddencontrols: boolean;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parse(source: string): URL | undefined {
  try {
    const url = new URL(source.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The video id in a YouTube address (watch?v=, youtu.be/, /embed/, /shorts/, /live/), or undefined. */
export function youTubeId(source: string): string | undefined {
  const url = parse(source);
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    id = segments[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(segments[0]) ? segments[1] : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The video id (and the hash of an unlisted video) in a Vimeo address (vimeo.com/123, player.vimeo.com/video/123). */
export function vimeoId(source: string): { id: string; hash?: string } | undefined {
  const url = parse(source);
  if (!url || !VIMEO_HOSTS.has(url.hostname.toLowerCase())) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index < 0) return undefined;
  const hash = url.searchParams.get('h') ?? (/^[0-9a-f]{6,}$/i.test(segments[index + 1] ?? '') ? segments[index + 1] : undefined);
  return { id: segments[index], ...(hash ? { hash } : {}) };
}

/**
 * The player address for a video address of the platform, or undefined when the address is not one of that
 * platform's videos. Autoplay starts muted (browsers block sound without a gesture); loop repeats the one video.
 */
export function videoEmbedUrl(platform: VideoPlatform, source: string, options: VideoOptions): string | undefined {
  if (platform === 'Vimeo') {
    const video = vimeoId(source);
    if (!video) return undefined;
    const query = new URLSearchParams();
    if (video.hash) query.set('h', video.hash);
    if (options.autoplay) {
      query.set('autoplay', '1');
      query.set('muted', '1');
    }
    if (options.loop) query.set('loop', '1');
    if (options.hiddencontrols) query.set('controls', '0');
    const text = query.toString();
    return `${VIDEO_EMBED_ORIGINS.Vimeo}/video/${video.id}${text ? `?${text}` : ''}`;
  }
  const id = youTubeId(source);
  if (!id) return undefined;
  const query = new URLSearchParams();
  if (options.autoplay) {
    query.set('autoplay', '1');
    query.set('mute', '1');
  }
  if (options.loop) {
    query.set('loop', '1');
    query.set('playlist', id); // YouTube loops a single video only as a playlist of itself
  }
  if (options.hiddencontrols) query.set('controls', '0');
  query.set('rel', '0');
  return `${VIDEO_EMBED_ORIGINS.YouTube}/embed/${id}?${query.toString()}`;
}
