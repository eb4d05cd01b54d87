// @vitest-environment jsdom
/** The publishing controls in the toolbar do not render for a keystroke in a widget setting (docs/editor.md). */
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderCounted } from '../testing/renderCounted';
import { PublishingControls } from './PublishingControls';

afterEach(cleanup);

it('the publishing controls do not render for a keystroke in a setting', () => {
  const { commits, type } = renderCounted(<PublishingControls />);
  type('AB');
  type('ABC');
  expect(commits.count).toBe(0);
});
