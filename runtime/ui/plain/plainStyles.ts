/**
 * The class names of the builder's plain controls. Their CSS is made at build from Chakra's recipes and style props
 * (scripts/chakra-chrome-css.mjs), so these elements look exactly like the Chakra components they stand for without
 * Chakra's system at run time: the editor's first screen renders none of Chakra's components (docs/editor.md,
 * "Opening fast"), so its open neither creates the system nor has emotion serialise a style.
 */
import 'virtual:builder-chrome.css';

/** Button looks: size, variant and (after it) a colour palette other than gray. */
export type ButtonLook = 'xs-solid-blue' | 'xs-outline' | '2xs-outline' | 'xs-ghost' | 'xs-subtle' | 'sm-outline-red' | '2xs-solid-blue' | '2xs-ghost' | '2xs-subtle';

/** Joins class names, leaving out the empty ones. */
export const classes = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

export const buttonClass = (look: ButtonLook, extra?: string): string => classes('chakra-button', `bk-button-${look}`, extra);
