/**
 * The look every button-like widget of the misc group offers (LinkButton, PrintButton, NavigationButton): variant,
 * theme colour and size, as the Button widget has them. One list, so their panels read the same.
 */
import { BUTTON_SIZES, BUTTON_VARIANTS, THEME_COLOR_NAMES } from './enums';

export const BUTTON_LOOK_SETTINGS = {
  variant: { title: 'widgets.buttonLook.settings.variant.title', type: 'string', enum: BUTTON_VARIANTS, default: 'solid' },
  colorScheme: { title: 'widgets.buttonLook.settings.colorScheme.title', type: 'string', enum: THEME_COLOR_NAMES, default: 'primary' },
  size: { title: 'widgets.buttonLook.settings.size.title', type: 'string', enum: BUTTON_SIZES, default: 'md' },
} as const;
