/**
 * How far ahead of the screen an island that waits to be seen (`client:visible`) starts to load:
 * a screen's height, so that on a slow phone its code has arrived and run by the time the
 * visitor reaches it and taps (the tap then gets the island's answer, not the plain form's).
 */
export const ISLAND_MARGIN = '100% 0px';
