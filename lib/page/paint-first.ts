/**
 * Attributes of `<html>` that tell when a page reacts (pages/_document.tsx, pages/_app.tsx): the pages
 * whose scripts start after the first paint carry PAINT_FIRST_ATTRIBUTE in their markup; the app sets
 * HYDRATED_ATTRIBUTE once React has hydrated. Tests wait for the second where the first is present.
 */
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
