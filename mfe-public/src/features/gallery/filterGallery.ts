import { type GalleryCategory, type GalleryCategoryName, type GalleryImage, galleryCategoryNames } from './galleryImages.ts';

export type GalleryFilter = GalleryCategoryName | 'all';

/** The filter an address's `?category=` names; all images for none or an unknown one. */
export function galleryFilterOf(category: string | null): GalleryFilter {
  return galleryCategoryNames.find((name) => name === category) ?? 'all';
}

/** The address's query for a search and a filter, without the defaults: `?q=diwali&category=festivals`. */
export function galleryAddress(search: string, filter: GalleryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search.trim());
  if (filter !== 'all') params.set('category', filter);
  return params;
}

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
