// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPopstateFirst } from '../../runtime/app/popstateFirst';
import { installLeaveGuard } from './leaveGuard';

let uninstall: (() => void) | null = null;
let dirty = true;
/** The question the guard asked, as the dialog holds it: calling it is the builder choosing to leave. */
let pendingLeave: (() => void) | null = null;
const ask = vi.fn((leave: () => void) => {
  pendingLeave = leave;
});

beforeEach(() => {
  dirty = true;
  pendingLeave = null;
  ask.mockClear();
  window.history.replaceState({ idx: 1 }, '', '/editor/apps/a1');
  uninstall = installLeaveGuard({ isDirty: () => dirty, ask });
});

afterEach(() => {
  uninstall?.();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A link as <Link> renders it, with a listener standing in for the router. */
function clickLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'go';
  document.body.append(link);
  const router = vi.fn((event: MouseEvent) => event.preventDefault());
  document.body.addEventListener('click', router);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  return { routerSawIt: () => router.mock.calls.length > 0, prevented: event.defaultPrevented };
}

describe('leave guard', () => {
  it('holds an in-app link back while it asks; the router sees the click only when the builder leaves', () => {
    const click = clickLink('/editor');
    expect(click.prevented).toBe(true);
    expect(click.routerSawIt()).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
    pendingLeave!();
    expect(click.routerSawIt()).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1); // the click done again is not asked about a second time
  });

  it('a builder who stays keeps the page: without an answer the router never sees the link', () => {
    const click = clickLink('/editor');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(click.routerSawIt()).toBe(false);
  });

  it('does not ask without unsaved changes, nor for a change of the query only', () => {
    expect(clickLink('/editor/apps/a1?page=about').routerSawIt()).toBe(true);
    dirty = false;
    expect(clickLink('/editor').routerSawIt()).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it("makes the browser ask on unload only with unsaved changes", () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    dirty = false;
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('listens to unload only while there are unsaved changes, when it is told of their changes', () => {
    uninstall?.();
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const unloads = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'beforeunload').length;
    let changed = () => {};
    dirty = false;
    uninstall = installLeaveGuard({ isDirty: () => dirty, ask, subscribe: (listener) => ((changed = listener), () => (changed = () => {})) });
    expect(unloads(added)).toBe(0); // a clean editor: a navigation away does not wait for this page
    dirty = true;
    changed();
    expect(unloads(added)).toBe(1);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    changed(); // still dirty: not added twice
    expect(unloads(added)).toBe(1);
    dirty = false; // saved
    changed();
    expect(unloads(removed)).toBe(1);
    dirty = true;
    changed();
    uninstall();
    uninstall = null;
    expect(unloads(removed)).toBe(2); // closed while dirty: nothing left behind
  });

  it('undoes the back button at once while it asks, and goes back when the builder leaves', () => {
    // as in the app: start-up installs the first popstate listener, then the router adds its own, then the
    // editor opens and installs the guard (browsers call a window's listeners in the order they were added)
    uninstall?.();
    installPopstateFirst();
    const router = vi.fn();
    window.addEventListener('popstate', router);
    uninstall = installLeaveGuard({ isDirty: () => dirty, ask });
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    // the browser went back from entry 1 to entry 0: location changed, popstate follows
    window.history.replaceState({ idx: 0 }, '', '/editor');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();
    expect(go.mock.calls).toEqual([[1]]);
    // the step forward again arrives as a popstate of its own, unseen by the router
    window.history.replaceState({ idx: 1 }, '', '/editor/apps/a1');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
    expect(router).not.toHaveBeenCalled();

    pendingLeave!();
    expect(go.mock.calls).toEqual([[1], [-1]]);
    window.history.replaceState({ idx: 0 }, '', '/editor');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(router).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', router);
  });
});
