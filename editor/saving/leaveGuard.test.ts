// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLeaveGuard } from './leaveGuard';

let uninstall: (() => void) | null = null;
let dirty = true;
const confirm = vi.fn(() => false);

beforeEach(() => {
  dirty = true;
  confirm.mockReset().mockReturnValue(false);
  window.history.replaceState(null, '', '/editor/apps/a1');
  uninstall = installLeaveGuard({ isDirty: () => dirty, confirm });
});

afterEach(() => {
  uninstall?.();
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
  document.body.removeEventListener('click', router);
  return { routerSawIt: router.mock.calls.length > 0, prevented: event.defaultPrevented };
}

describe('leave guard', () => {
  it('asks before an in-app link leads away with unsaved changes; a refusal stops it', () => {
    expect(clickLink('/editor')).toEqual({ routerSawIt: false, prevented: true });
    expect(confirm).toHaveBeenCalledTimes(1);
    confirm.mockReturnValue(true);
    expect(clickLink('/editor').routerSawIt).toBe(true);
  });

  it('does not ask without unsaved changes, nor for a change of the query only', () => {
    expect(clickLink('/editor/apps/a1?page=about').routerSawIt).toBe(true);
    dirty = false;
    expect(clickLink('/editor').routerSawIt).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
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

  it('asks before the back button leaves; a refusal keeps the router from seeing it', () => {
    const router = vi.fn();
    window.addEventListener('popstate', router);
    window.history.pushState(null, '', '/editor');
    window.history.pushState(null, '', '/editor/apps/a1');
    // the browser went back: location changed, popstate follows
    window.history.replaceState(null, '', '/editor');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();
    window.removeEventListener('popstate', router);
  });
});
