/**
 * Editor core benchmark (Node, no DOM): documents of nested containers, with every widget subscribed to the
 * page's node source as the canvas would be, at 2,000 widgets (the names below) and at 10,000 widgets (the same
 * names ending in `-10000`, e.g. `editor.keystroke.p95-10000`). Targets (docs/architecture.md): keystroke p95
 * under 10 ms, delete under 15 ms, undo under 10 ms at 2,000 widgets and within 1.5 times that at 10,000; under
 * 3 KB of heap retained per edit at any size.
 *
 * - editor.open-2000: creating the store and the page's node source.
 * - editor.keystroke.p50 / .p95: one updateSettings dispatch (200 keystrokes typed into one field of a
 *   deeply nested widget), including history and node-source notification.
 * - editor.delete.p50 / .max, editor.undo.p50 / .max: removing a top-level section (a fifth of the page) and
 *   undoing it.
 * - editor.heap-per-edit: heap retained per keystroke of a typing burst (200 keystrokes into one setting, one
 *   undo step).
 * - editor.heap-per-step: heap retained per history step, over 200 steps (each an edit of a different widget,
 *   so none are grouped).
 * Heap method: a real gc before both readings (`--expose-gc` switched on at run time via v8.setFlagsFromString
 * and the gc function taken from a fresh VM context), process.memoryUsage().heapUsed; the `.no-gc` names when
 * that is unavailable (the difference averaged over 5 rounds).
 * Prints one JSON line per number: {"name","value","unit","n"}.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { ApplicationDocument, WidgetNode } from '../../model/document/types';
import { createEditorStore } from '../../editor/store/createEditorStore';

/** Children per level: 1 + 5 + 25 + 125 + 1875 = 2031 widgets; 1 + 5 + 25 + 125 + 9875 = 10031 widgets. */
const SIZES = [
  { suffix: '', branching: [5, 5, 5, 15] },
  { suffix: '-10000', branching: [5, 5, 5, 79] },
];

function buildTree(BRANCHING: number[]): { root: WidgetNode; count: number; leaves: string[]; sections: string[] } {
  let count = 0;
  const leaves: string[] = [];
  const make = (depth: number): WidgetNode => {
    const id = `w${count++}`;
    if (depth === BRANCHING.length) {
      leaves.push(id);
      return { id, type: 'Text', version: 1, settings: { text: `Text ${id}`, variant: 'body' } };
    }
    const children = Array.from({ length: BRANCHING[depth] }, () => make(depth + 1));
    return { id, type: depth === 0 ? 'FlexboxContainer' : 'Container', version: 1, settings: { direction: 'column', gap: '10px' }, slots: { children } };
  };
  const root = make(0);
  return { root, count, leaves, sections: root.slots!.children.map((child) => child.id) };
}

function documentOf(root: WidgetNode): ApplicationDocument {
  return { id: 'bench', name: 'Bench', schemaVersion: 1, version: 1, content: [{ path: '', title: 'Start', widget: root, socketConnections: [] }] };
}

function setUp(branching: number[]) {
  const tree = buildTree(branching);
  const clock = { t: 0 };
  const store = createEditorStore({ document: documentOf(tree.root), now: () => clock.t });
  const source = store.nodeSource(tree.root.id);
  let notified = 0;
  for (const id of [tree.root.id, ...allIds(tree.root)]) source.subscribe(id, () => notified++);
  return { ...tree, store, clock, notifiedCount: () => notified };
}

function allIds(node: WidgetNode): string[] {
  return Object.values(node.slots ?? {}).flatMap((children) => children.flatMap((child) => [child.id, ...allIds(child)]));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value: number) => Math.round(value * 1000) / 1000;
const print = (name: string, value: number, unit: string, n: number) => console.log(JSON.stringify({ name, value: round(value), unit, n }));

function gcFunction(): (() => void) | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

/** Heap retained per call of `edit` (KB), after a real gc before and after; the median of 3 rounds. */
function retainedPerEdit(gc: (() => void) | null, prepare: () => (i: number) => void, edits: number): number {
  const rounds = gc ? 3 : 5;
  const perEdit: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const edit = prepare();
    gc?.();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < edits; i++) edit(i);
    gc?.();
    perEdit.push((process.memoryUsage().heapUsed - before) / edits / 1024);
  }
  return gc ? percentile(perEdit, 50) : perEdit.reduce((a, b) => a + b, 0) / perEdit.length;
}

function measure(suffix: string, branching: number[], gc: (() => void) | null): void {
  const name = (base: string) => `${base}${suffix}`;
  // Opening.
  const opens: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    setUp(branching);
    opens.push(performance.now() - start);
  }
  print(suffix ? `editor.open${suffix}` : 'editor.open-2000', percentile(opens, 50), 'ms', buildTree(branching).count);

  // Keystrokes.
  {
    const { store, leaves, clock, notifiedCount } = setUp(branching);
    const target = leaves[leaves.length - 1];
    const { dispatch } = store.getState();
    for (let i = 0; i < 50; i++) dispatch({ type: 'updateSettings', id: leaves[i], settings: { text: `warm ${i}` } }); // JIT warm-up
    const before = notifiedCount();
    const times: number[] = [];
    let typed = '';
    for (let i = 0; i < 200; i++) {
      typed += String.fromCharCode(97 + (i % 26));
      clock.t += 120; // a fast typist: one burst, one history step
      const start = performance.now();
      dispatch({ type: 'updateSettings', id: target, settings: { text: typed } });
      times.push(performance.now() - start);
    }
    if (notifiedCount() - before !== 200) throw new Error(`expected one notification per keystroke, got ${notifiedCount() - before}`);
    print(name('editor.keystroke.p50'), percentile(times, 50), 'ms', 200);
    print(name('editor.keystroke.p95'), percentile(times, 95), 'ms', 200);
  }

  // Delete a section and undo it.
  {
    const { store, sections, count } = setUp(branching);
    const deletes: number[] = [];
    const undos: number[] = [];
    const rounds = 20;
    for (let i = 0; i < rounds; i++) {
      const section = sections[i % sections.length];
      let start = performance.now();
      const outcome = store.getState().dispatch({ type: 'remove', ids: [section] });
      deletes.push(performance.now() - start);
      if (!outcome.ok) throw new Error(outcome.message);
      start = performance.now();
      store.getState().undo();
      undos.push(performance.now() - start);
      if (store.index.size !== count) throw new Error('undo did not restore every widget');
    }
    print(name('editor.delete.p50'), percentile(deletes, 50), 'ms', rounds);
    print(name('editor.delete.max'), Math.max(...deletes), 'ms', rounds);
    print(name('editor.undo.p50'), percentile(undos, 50), 'ms', rounds);
    print(name('editor.undo.max'), Math.max(...undos), 'ms', rounds);
  }

  const heapName = (base: string) => name(gc ? base : `${base}.no-gc`);
  // Heap per keystroke of one typing burst (one undo step).
  {
    const keys = 200;
    const perEdit = retainedPerEdit(gc, () => {
      const { store, leaves, clock } = setUp(branching);
      const { dispatch } = store.getState();
      const target = leaves[leaves.length - 1];
      dispatch({ type: 'updateSettings', id: target, settings: { text: 'warm' } });
      let typed = '';
      return (i) => {
        typed += String.fromCharCode(97 + (i % 26));
        clock.t += 120;
        dispatch({ type: 'updateSettings', id: target, settings: { text: typed } });
      };
    }, keys);
    print(heapName('editor.heap-per-edit'), perEdit, 'KB', keys);
  }

  // Heap per history step.
  {
    const steps = 200;
    const perStep = retainedPerEdit(gc, () => {
      const { store, leaves, clock } = setUp(branching);
      const { dispatch } = store.getState();
      dispatch({ type: 'updateSettings', id: leaves[0], settings: { text: 'warm' } });
      return (i) => {
        clock.t += 1000; // a pause between edits: every edit is its own step
        dispatch({ type: 'updateSettings', id: leaves[(i * 37) % leaves.length], settings: { text: `edit ${i}` } });
        if (i === steps - 1 && store.temporal.getState().pastStates.length !== steps + 1) throw new Error('every edit should be one history step');
      };
    }, steps);
    print(heapName('editor.heap-per-step'), perStep, 'KB', steps);
  }
}

const gc = gcFunction();
for (const { suffix, branching } of SIZES) measure(suffix, branching, gc);
