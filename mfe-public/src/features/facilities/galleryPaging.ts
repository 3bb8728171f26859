import type { Facility, FacilityId, FacilityImage } from './content.ts';

/** SPEC section 9: facility gallery page size. */
export const GALLERY_PAGE_SIZE = 4;

export type FacilityFilter = FacilityId | 'all';

/** The images of one facility, or of all of them in order. */
export function imagesFor(list: Facility[], filter: FacilityFilter): FacilityImage[] {
  return list.filter((facility) => filter === 'all' || facility.id === filter).flatMap((facility) => facility.images);
}

/** Show More: 4 more, up to the total. */
export const showMore = (count: number, total: number) => Math.min(count + GALLERY_PAGE_SIZE, total);

/** Show Less and any filter change go back to the first page. */
export const firstPage = () => GALLERY_PAGE_SIZE;
