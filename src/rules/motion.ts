// spec §9: modal close animation 0.5 s. One number for the machines' `closeAnimation` delay and the views' CSS.
export const MODAL_CLOSE_ANIMATION_MS = 500;

/** The close delay the user gets: none when they ask the system for reduced motion. */
export const modalCloseMs = (reducedMotion: boolean): number => (reducedMotion ? 0 : MODAL_CLOSE_ANIMATION_MS);
