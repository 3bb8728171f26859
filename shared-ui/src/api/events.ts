// Shapes of GET /api/events (types only: nothing here reaches a bundle).

/** An event photo as files: one `srcset` per format (`url 480w, url 960w, ...`), the largest JPEG as `src`. */
export interface EventPhoto {
  src: string;
  /** Size of the largest rendition (the photo's aspect ratio). */
  width: number;
  height: number;
  srcset: { avif: string; webp: string; jpeg: string };
}

/** An event as listed (GET /api/events: unpaged, the newest ten, as the home slideshow shows them). */
export interface ListedEvent {
  id: number;
  eventTitle: string;
  eventDate: string;
  photo: EventPhoto | null;
}
