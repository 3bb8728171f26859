import { describe, expect, it } from 'vitest';
import { galleryData } from './galleryImages.ts';
import { filterGallery, galleryAddress, galleryFilterOf } from './filterGallery.ts';

const ids = (list: { id: string }[]) => list.map((i) => i.id);

describe('filterGallery', () => {
  it('shows every image for all and no search', () => {
    expect(filterGallery(galleryData, 'all', '')).toHaveLength(23);
  });

  it('keeps only the chosen category', () => {
    const ads = filterGallery(galleryData, 'ads', '');
    expect(ads.length).toBeGreaterThanOrEqual(4);
    expect(ads.every((image) => image.category === 'ads')).toBe(true);
  });

  it('matches titles and descriptions case-insensitively', () => {
    expect(ids(filterGallery(galleryData, 'all', 'GRADUATING'))).toEqual(['banner-graduation']);
    expect(ids(filterGallery(galleryData, 'all', 'admissions open'))).toEqual(['ads-admissions-open']);
  });

  it('matches festival message texts and keywords', () => {
    expect(ids(filterGallery(galleryData, 'all', 'Deepavali'))).toEqual(['diwali-greeting']);
    expect(ids(filterGallery(galleryData, 'all', 'goodwill'))).toEqual(['christmas-greeting']);
  });

  it('combines category and search', () => {
    expect(filterGallery(galleryData, 'banners', 'deepavali')).toEqual([]);
    expect(ids(filterGallery(galleryData, 'aboutCollege', 'lab'))).toEqual(['about-clinical-lab', 'about-computer-lab']);
  });
});

describe('the gallery address', () => {
  it('names a known category, and all for none or another', () => {
    expect(galleryFilterOf('festivals')).toBe('festivals');
    expect(galleryFilterOf(null)).toBe('all');
    expect(galleryFilterOf('constructor')).toBe('all');
  });

  it('keeps the search and the category, without the defaults', () => {
    expect(galleryAddress(' diwali ', 'festivals').toString()).toBe('q=diwali&category=festivals');
    expect(galleryAddress('', 'all').toString()).toBe('');
  });
});
