// The college's logo, drawn in the page itself: an SVG file shown by <img> is a document of its own that the
// browser builds on the page's main thread (each one measured at 25-60 ms at 4x CPU slowdown, while the app starts).

/** The logo as an image named `label` (it is the home link's name). */
export function Logo({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 96 96" width="48" height="48" role="img" aria-label={label} focusable="false">
      <circle cx="48" cy="48" r="46" fill="#0b4f8a" />
      <circle cx="48" cy="48" r="38" fill="none" stroke="#f2a900" strokeWidth="4" />
      <circle cx="48" cy="26" r="7" fill="#fff" />
      <path d="M48 35v26M34 44l14 6 14-6M40 76l8-15 8 15" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
