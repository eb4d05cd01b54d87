/**
 * Editor core benchmark (Node, no DOM): a 2,000-widget document of nested containers, with every widget
 * subscribed to the page's node source as the canvas would be.
 *
 * - editor.open-2000: creating the store and the page's node source.
 * - editor.keystroke.p50 / .p95: one updateSettings dispatch (200 keystrokes typed into one field of a
 *   deeply nested widget), including history and node-source notification. Target well under 16 ms.
 * - editor.delete.p50 / editor.undo.p50: removing a section of ~400 widgets and undoing it. Target < 50 ms.
 * - editor.heap-per-step: heap growth per history step, over 100 steps (each an edit of a different widget,
 *   so none are grouped). Method: a real gc before both readings (`--expose-gc` switched on at run time via
 *   v8.setFlagsFromString and the gc function taken from a fresh VM context); if that is unavailable, the
 *   difference of process.memoryUsage().heapUsed averaged over 5 rounds. Target < 20 KB per step.
 * Prints one JSON line per number: {"name","value","unit","n"}.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { ApplicationDocument, WidgetNode } from '../../model/document/types';
import { createEditorStore } from '../../editor/store/createEditorStore';

const BRANCHING = [5, 5, 5, 15]; // 1 + 5 + 25 + 125 + 1875 = 2031 widgets

function buildTree(): { root: WidgetNode; count: number; leaves: string[]; sections: string[] } {
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

function setUp() {
  const tree = buildTree();
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

// Opening.
{
  const opens: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    setUp();
    opens.push(performance.now() - start);
  }
  print('editor.open-2000', percentile(opens, 50), 'ms', buildTree().count);
}

// Keystrokes.
{
  const { store, leaves, clock, notifiedCount } = setUp();
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
  print('editor.keystroke.p50', percentile(times, 50), 'ms', 200);
  print('editor.keystroke.p95', percentile(times, 95), 'ms', 200);
}

// Delete a section and undo it.
{
  const { store, sections, count } = setUp();
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
  print('editor.delete.p50', percentile(deletes, 50), 'ms', rounds);
  print('editor.delete.max', Math.max(...deletes), 'ms', rounds);
  print('editor.undo.p50', percentile(undos, 50), 'ms', rounds);
  print('editor.undo.max', Math.max(...undos), 'ms', rounds);
}

// Heap per history step.
{
  const gc = gcFunction();
  const steps = 100;
  const rounds = gc ? 1 : 5;
  const perStep: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const { store, leaves, clock } = setUp();
    const { dispatch } = store.getState();
    dispatch({ type: 'updateSettings', id: leaves[0], settings: { text: 'warm' } });
    gc?.();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < steps; i++) {
      clock.t += 1000; // a pause between edits: every edit is its own step
      dispatch({ type: 'updateSettings', id: leaves[(i * 37) % leaves.length], settings: { text: `edit ${i}` } });
    }
    gc?.();
    const after = process.memoryUsage().heapUsed;
    if (store.temporal.getState().pastStates.length !== steps + 1) throw new Error('every edit should be one history step');
    perStep.push((after - before) / steps / 1024);
  }
  print(gc ? 'editor.heap-per-step' : 'editor.heap-per-step.no-gc', perStep.reduce((a, b) => a + b, 0) / perStep.length, 'KB', steps);
}
