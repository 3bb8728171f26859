import { describe, expect, it } from 'vitest';
import { facilities } from './content.ts';
import { firstPage, GALLERY_PAGE_SIZE, imagesFor, showMore } from './galleryPaging.ts';

describe('facility gallery paging', () => {
  it('starts at 4, grows by 4 up to the total and returns to 4', () => {
    expect(GALLERY_PAGE_SIZE).toBe(4);
    expect(firstPage()).toBe(4);
    expect(showMore(4, 15)).toBe(8);
    expect(showMore(12, 15)).toBe(15);
    expect(showMore(15, 15)).toBe(15);
  });

  it('filters by facility and lists all of them for All Facilities', () => {
    expect(imagesFor(facilities, 'all')).toHaveLength(15);
    expect(imagesFor(facilities, 'library').every((image) => image.alt.startsWith('Library'))).toBe(true);
    expect(imagesFor(facilities, 'library')).toHaveLength(3);
    expect(facilities.map((f) => f.title)).toEqual(['Modern Campus', 'Library', 'Computer Labs', 'Fitness Center', 'Clinical Labs']);
  });
});
