/**
 * Test helper: counts the React components that rendered, by name, through React's DevTools hook (React reports
 * every commit to it). Import it before anything that loads react-dom, i.e. first in the test file.
 */
const PERFORMED_WORK = 1;

interface Fiber {
  type: unknown;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
  flags: number;
}

type Named = { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: Named };

let counts = new Map<string, number>();
/** With `commitsRendered`: one map per commit. */
let commits: Map<string, number>[] | null = null;
let counting = false;

function nameOf(type: unknown): string {
  const named = type as Named;
  return named.displayName || named.name || named.render?.displayName || named.render?.name || named.type?.displayName || named.type?.name || '?';
}

/** Components that did work in this commit: new ones and those whose render ran (a bailed-out subtree keeps its child). */
function walk(start: Fiber | null): void {
  for (let fiber = start; fiber; fiber = fiber.sibling) {
    const fresh = fiber.alternate === null;
    const isComponent = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
    if (isComponent && (fresh || fiber.flags & PERFORMED_WORK)) counts.set(nameOf(fiber.type), (counts.get(nameOf(fiber.type)) ?? 0) + 1);
    if (fiber.child && (fresh || fiber.child !== fiber.alternate!.child)) walk(fiber.child);
  }
}

const globalHook = globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
if (globalHook.__REACT_DEVTOOLS_GLOBAL_HOOK__) throw new Error('componentRenders must be imported before react-dom');
globalHook.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  isDisabled: false,
  inject() {
    return 1;
  },
  checkDCE() {},
  onScheduleFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  onCommitFiberRoot(_id: number, root: { current: Fiber }) {
    if (!counting) return;
    if (commits) commits.push((counts = new Map()));
    walk(root.current);
  },
};

/** Counts the components rendered while `action` runs, by name. */
export async function componentsRendered(action: () => unknown): Promise<Map<string, number>> {
  counts.clear();
  counting = true;
  try {
    await action();
  } finally {
    counting = false;
  }
  return new Map(counts);
}

/**
 * Like `componentsRendered`, one map per commit, in order (e.g. a keystroke's own commit, then deferred ones); the
 * action gets the list as it grows, to note which commit something happened in.
 */
export async function commitsRendered(action: (soFar: readonly Map<string, number>[]) => unknown): Promise<Map<string, number>[]> {
  const seen: Map<string, number>[] = [];
  commits = seen;
  counting = true;
  try {
    await action(seen);
  } finally {
    counting = false;
    commits = null;
    counts = new Map();
  }
  return seen;
}
