import type { GalleryCategory, GalleryCategoryName, GalleryImage } from './galleryImages.ts';

export type GalleryFilter = GalleryCategoryName | 'all';

/** An image with the extra texts its search also looks at (festival message texts and keywords). */
interface SearchableImage {
  image: GalleryImage;
  extraText: string[];
}

function searchableImages(categories: GalleryCategory[]): SearchableImage[] {
  return categories.flatMap((category) => {
    if (category.categoryName !== 'festivals') return category.images.map((image) => ({ image, extraText: [] }));
    return category.festivals.flatMap((festival) => {
      const extraText = [festival.festivalName, ...festival.messages.flatMap((m) => [m.text, ...m.keywords])];
      return festival.images.map((image) => ({ image, extraText }));
    });
  });
}

/** Images of the chosen category whose title, description or festival messages and keywords contain the search text. */
export function filterGallery(categories: GalleryCategory[], filter: GalleryFilter, search: string): GalleryImage[] {
  const needle = search.trim().toLowerCase();
  return searchableImages(categories)
    .filter(({ image }) => filter === 'all' || image.category === filter)
    .filter(({ image, extraText }) => {
      if (!needle) return true;
      return [image.title, image.description, ...extraText].some((text) => text.toLowerCase().includes(needle));
    })
    .map(({ image }) => image);
}
