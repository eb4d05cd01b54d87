import { renderToString } from 'react-dom/server';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss } from './chakra-global-css.mjs';

// The build makes the builder system's global styles in Node (vite.config.ts): the text must be what emotion puts
// into the page for Chakra's provider, here as its server rendering inlines it (src/app/builderGlobalCss.test.tsx
// compares with what it inserts in a browser document).
describe('chakraGlobalCss in Node, as the build runs it', () => {
  it("is the CSS of the style elements Chakra's provider renders for the default system", async () => {
    const html = renderToString(<ChakraProvider value={defaultSystem}><p>x</p></ChakraProvider>);
    const inlined = [...html.matchAll(/<style data-emotion="css-global[^"]*">([^<]*)<\/style>/g)].map((match) => match[1]).join('');
    expect(inlined).toContain('--chakra-colors-gray-600');
    expect((await chakraGlobalCss(defaultSystem)).replace(/\n/g, '')).toBe(inlined);
  });
});
