import type { FormEventHandler, Ref } from 'react';
import { galleryCategoryLabels, galleryCategoryNames } from '../galleryImages.ts';
import { galleryText } from '../content.ts';
import type { GalleryFilter } from '../filterGallery.ts';

interface Props {
  formRef: Ref<HTMLFormElement>;
  filter: GalleryFilter;
  /** The search in the page's address (`?q=`): what the field shows until a visitor types. */
  addressSearch: string;
  onSearch: (search: string) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

const filters: GalleryFilter[] = ['all', ...galleryCategoryNames];

/**
 * A GET form: before the page is live (or without JavaScript) the browser sends the search and a chosen category
 * as `?q=` and `?category=`, which the page applies once live. The field is uncontrolled: early text stays.
 */
export function GalleryFilters({ formRef, filter, addressSearch, onSearch, onSubmit }: Props) {
  return (
    <search>
      <form ref={formRef} className="gallery-filters" method="get" onSubmit={onSubmit}>
        <div className="gallery-filters__query">
          <div className="ui-field gallery-filters__search">
            <label htmlFor="gallery-search">{galleryText.searchLabel}</label>
            <input
              id="gallery-search"
              type="search"
              name="q"
              defaultValue={addressSearch}
              placeholder={galleryText.searchPlaceholder}
              onChange={(e) => onSearch(e.target.value)}
            />
          </div>
          {/* first in the form: Enter in the field sends the search, not a category */}
          <button type="submit" className="ui-button">
            {galleryText.searchButton}
          </button>
        </div>
        <fieldset className="gallery-filters__categories">
          <legend>{galleryText.filterLabel}</legend>
          {filters.map((name) => (
            <button
              key={name}
              type="submit"
              name="category"
              value={name}
              className={`gallery-filters__button${filter === name ? ' is-active' : ''}`}
              aria-pressed={filter === name}
            >
              {galleryCategoryLabels[name]}
            </button>
          ))}
        </fieldset>
      </form>
    </search>
  );
}
