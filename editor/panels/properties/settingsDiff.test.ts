import { describe, expect, it } from 'vitest';
import { changedSettings } from './settingsDiff';

describe('changedSettings', () => {
  it('names only the keys that changed', () => {
    expect(changedSettings({ text: 'a', align: 'left' }, { text: 'ab', align: 'left' })).toEqual({ text: 'ab' });
  });

  it('is null when nothing changed, treating empty text as no value', () => {
    expect(changedSettings({ text: '', align: 'left' }, { align: 'left' })).toBeNull();
    expect(changedSettings({ list: [1, 2] }, { list: [1, 2] })).toBeNull();
  });

  it('removes cleared keys and compares nested values by content', () => {
    expect(changedSettings({ text: 'a' }, {})).toEqual({ text: undefined });
    expect(changedSettings({ icon: { name: 'a' } }, { icon: { name: 'b' } })).toEqual({ icon: { name: 'b' } });
  });
});
