import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the site as an app. Browsers fire `beforeinstallprompt` once, early; it is caught
 * as soon as this module loads (with the widgets' chunk) and kept until it is used or the app gets installed, so a
 * widget mounted later still sees it. The event is prevented so the browser shows its own hint no more; the widget
 * shows the button instead.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function listenForInstallOffer(target: Window = globalThis.window): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  };
  const onInstalled = () => {
    offer = null;
    changed();
  };
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

if (typeof window !== 'undefined') listenForInstallOffer();

/** The pending offer (null when the browser made none). */
export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
}

/** Shows the browser's install dialog; the offer is used up either way (browsers allow one prompt per event). */
export async function acceptInstallOffer(event: InstallPromptEvent): Promise<boolean> {
  offer = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/**
 * A published page links the site's web app manifest and registers its service worker (both served at the
 * domain's root by the server, docs/publishing.md), once.
 */
export function linkAppManifest(): void {
  if (!document.head.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/app.webmanifest';
    document.head.append(link);
  }
  void globalThis.navigator?.serviceWorker?.register('/sw.js', { scope: '/' }).catch(() => {
    // no service worker (private mode, http on another host): the page works as before, it is just not installable
  });
}
