import { describe, expect, it } from 'vitest';
import * as descriptors from '../../model/resources/descriptors';
import { RESOURCES } from './index';

describe('the server\'s resources', () => {
  it('serve every resource descriptor of the shared model, each once', () => {
    const described = Object.values(descriptors).filter((value) => typeof value === 'object');
    const served = RESOURCES.map((resource) => resource.descriptor);
    expect(new Set(served).size).toBe(served.length);
    expect(new Set(served)).toEqual(new Set(described));
  });

  it('sort lists by the descriptor\'s default sort', () => {
    for (const { descriptor, definition } of RESOURCES) {
      if (typeof definition !== 'function') expect(definition.defaultSort, descriptor.path).toBe(descriptor.defaultSort);
    }
  });
});
