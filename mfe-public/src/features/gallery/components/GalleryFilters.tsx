import { galleryCategoryLabels, galleryCategoryNames } from '../galleryImages.ts';
import { galleryText } from '../content.ts';
import type { GalleryFilter } from '../filterGallery.ts';

interface Props {
  filter: GalleryFilter;
  search: string;
  onFilter: (filter: GalleryFilter) => void;
  onSearch: (search: string) => void;
}

const filters: GalleryFilter[] = ['all', ...galleryCategoryNames];

export function GalleryFilters({ filter, search, onFilter, onSearch }: Props) {
  return (
    <div className="gallery-filters">
      <div className="ui-field gallery-filters__search">
        <label htmlFor="gallery-search">{galleryText.searchLabel}</label>
        <input id="gallery-search" type="search" value={search} placeholder={galleryText.searchPlaceholder} onChange={(e) => onSearch(e.target.value)} />
      </div>
      <fieldset className="gallery-filters__categories">
        <legend>{galleryText.filterLabel}</legend>
        {filters.map((name) => (
          <button
            key={name}
            type="button"
            className={`gallery-filters__button${filter === name ? ' is-active' : ''}`}
            aria-pressed={filter === name}
            onClick={() => onFilter(name)}
          >
            {galleryCategoryLabels[name]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
