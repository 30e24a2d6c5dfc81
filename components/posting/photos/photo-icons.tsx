/**
 * The photo tiles' button icons, drawn as inline SVG like the header's and the filters' icons:
 * text glyphs (⛶, 🗑, ↺) showed as empty boxes on systems without an emoji or symbols font.
 * Decorative only: the button carries the name (aria-label).
 */

/** The icons a photo tile's buttons use. */
export type PhotoIconName = 'moveLeft' | 'moveRight' | 'rotateLeft' | 'rotateRight' | 'crop' | 'remove' | 'close';

const PATHS: Readonly<Record<PhotoIconName, readonly string[]>> = {
  moveLeft: ['M19 12H5', 'M11 6l-6 6 6 6'],
  moveRight: ['M5 12h14', 'M13 6l6 6-6 6'],
  rotateLeft: ['M3 4v6h6', 'M3.5 15a9 9 0 1 0 2.1-9.4L3 10'],
  rotateRight: ['M21 4v6h-6', 'M20.5 15a9 9 0 1 1-2.1-9.4L21 10'],
  crop: ['M6 2v14a2 2 0 0 0 2 2h14', 'M2 6h14a2 2 0 0 1 2 2v14'],
  remove: ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13', 'M10 11v6', 'M14 11v6'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
};

export function PhotoIcon({ name }: { name: PhotoIconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name].map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
