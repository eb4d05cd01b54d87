import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
// Chakra's theme files one by one (scripts/chakra-theme-files.mjs): its theme module would bring every recipe along.
import { breakpoints } from '@chakra-ui/react/dist/esm/theme/breakpoints.js';
import { globalCss } from '@chakra-ui/react/dist/esm/theme/global-css.js';
import { layerStyles } from '@chakra-ui/react/dist/esm/theme/layer-styles.js';
import { animationStyles } from '@chakra-ui/react/dist/esm/theme/motion-styles.js';
import { textStyles } from '@chakra-ui/react/dist/esm/theme/text-styles.js';
import { semanticColors } from '@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';
import { animations } from '@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios } from '@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders } from '@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { colors } from '@chakra-ui/react/dist/esm/theme/tokens/colors.js';
import { cursor } from '@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations } from '@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings } from '@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fontSizes } from '@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { fonts } from '@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { keyframes } from '@chakra-ui/react/dist/esm/theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii } from '@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes } from '@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing } from '@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices } from '@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
import { buttonRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/button.js';
import { dialogSlotRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/dialog.js';
import { fieldSlotRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/field.js';
import { fieldsetSlotRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/fieldset.js';
import { inputAddonRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/input-addon.js';
import { inputRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/input.js';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/native-select.js';
import { spinnerRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
import { textareaRecipe } from '@chakra-ui/react/dist/esm/theme/recipes/textarea.js';

/**
 * The Chakra system of published pages: Chakra's default theme with only the recipes of the Chakra components that
 * a published page's code uses (widgets, their inputs and dialogs, the route's loading spinner), so a visitor does
 * not download the styles of the seventy others (docs/publishing.md, "What a visitor downloads"). Everything else
 * is assembled from the default theme's own files as Chakra assembles `defaultSystem`, so a published page looks
 * and is rendered exactly as with it; the builder's routes get the whole default system (`BuilderSystem.tsx`).
 * `visitorSystem.test.ts` checks both: the same tokens and global styles as `defaultSystem`, and a recipe here for
 * every Chakra component the visitor's code imports. Made on first use: a builder's route that starts the web app
 * renders in the whole system alone (`BuilderSystem.tsx`), so creating this one too would only delay it.
 */
let system: SystemContext | undefined;
export const visitorSystem = (): SystemContext => (system ??= createVisitorSystem());

const createVisitorSystem = () => createSystem(defaultBaseConfig, defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios, animations, blurs, borders, colors, durations, easings, fonts, fontSizes, fontWeights, letterSpacings,
      lineHeights, radii, spacing, sizes, zIndex: zIndices, cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    recipes: { button: buttonRecipe, input: inputRecipe, inputAddon: inputAddonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe },
    slotRecipes: { dialog: dialogSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
    textStyles,
    layerStyles,
    animationStyles,
  },
}));
