import { describe, expect, it } from 'vitest';
import { createSocketEngine } from '../../sockets/engine';
import { createIdleInstanceEngine } from './idleEngine';

const quiet = () => {};

describe('idle instance engine', () => {
  it('answers like an empty engine with fixed connections before anything uses it', () => {
    const idle = createIdleInstanceEngine(quiet);
    const empty = createSocketEngine({ onError: quiet, fixedConnections: true });
    for (const engine of [idle, empty]) {
      expect(engine.getInput('t', 'text')).toBeUndefined();
      expect(engine.getOutput('b', 'clicked')).toBeUndefined();
      expect(engine.mayDeliverTo('t', 'text')).toBe(false);
      expect(engine.getContext('user')).toBeUndefined();
      expect(engine.getContextSnapshot()).toEqual({});
      expect(engine.connections).toEqual([]);
      expect(engine.invalidConnections).toEqual([]);
      expect(() => engine.setConnections([])).toThrow(/fixed/);
    }
  });

  it('keeps what its widgets write and tells its subscribers, separately for each instance', () => {
    const one = createIdleInstanceEngine(quiet);
    const two = createIdleInstanceEngine(quiet);
    const heard: unknown[] = [];
    one.subscribeContext('step', () => heard.push(one.getContext('step')));
    const { subscribeAllContext, getContextSnapshot } = one; // handed over unbound by useContextSnapshot
    let snapshots = 0;
    subscribeAllContext(() => snapshots++);
    one.setContext('step', 2);
    one.emit('b', 'clicked', true);
    expect(heard).toEqual([2]);
    expect(snapshots).toBe(1);
    expect(getContextSnapshot()).toEqual({ step: 2 });
    expect(one.getOutput('b', 'clicked')).toBe(true);
    expect(two.getContext('step')).toBeUndefined();
    expect(two.getOutput('b', 'clicked')).toBeUndefined();
  });
});
