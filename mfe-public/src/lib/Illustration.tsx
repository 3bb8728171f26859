import './illustration.css';

/**
 * An illustration drawn in the page itself, from its SVG markup (imported as `picture.svg?raw`), named as an
 * image for assistive technology. For the pictures of a page's first screen: an <img> of an SVG file is a document
 * of its own that the browser builds on the page's main thread (25-60 ms each at 4x CPU slowdown, measured while a
 * prerendered page starts), where markup in the page is laid out and drawn with the rest of it.
 */
export function Illustration({ markup, label }: { markup: string; label: string }) {
  return (
    <span
      className="illustration"
      role="img"
      aria-label={label}
      // the markup is one of this package's own files, read at build time
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
