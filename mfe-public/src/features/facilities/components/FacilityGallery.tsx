import { useEffect, useRef, useState } from 'react';
import { facilities, facilitiesText, facilityImageSize } from '../content.ts';
import { type FacilityFilter, firstPage, imagesFor, showMore } from '../galleryPaging.ts';

/** Filtered gallery: 4 images at first, +4 per Show More, back to 4 on Show Less and on filter change. */
export function FacilityGallery() {
  const [filter, setFilter] = useState<FacilityFilter>('all');
  const [count, setCount] = useState(firstPage);
  const images = imagesFor(facilities, filter);
  const shown = images.slice(0, count);
  const moreRef = useRef<HTMLButtonElement>(null);
  const lessRef = useRef<HTMLButtonElement>(null);
  // The button just pressed may disappear (Show More at the total, Show Less at 4): keep the keyboard
  // focus in the gallery by moving it to the other button instead of losing it to the page.
  const focusNext = useRef<'more' | 'less' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'more' ? moreRef.current : focusNext.current === 'less' ? lessRef.current : null;
    focusNext.current = null;
    target?.focus();
  });
  const more = (next: number) => {
    if (next >= images.length) focusNext.current = 'less';
    setCount(next);
  };
  const less = () => {
    focusNext.current = 'more';
    setCount(firstPage());
  };
  const choose = (next: FacilityFilter) => {
    setFilter(next);
    setCount(firstPage());
  };
  const options: { id: FacilityFilter; label: string }[] = [
    { id: 'all', label: facilitiesText.allFacilities },
    ...facilities.map((f) => ({ id: f.id, label: f.title })),
  ];
  return (
    <section className="facilities-gallery" aria-labelledby="facilities-gallery-title">
      <h2 id="facilities-gallery-title">{facilitiesText.galleryTitle}</h2>
      <fieldset className="facilities-filter">
        <legend>{facilitiesText.filterLabel}</legend>
        {options.map((option) => (
          <button key={option.id} type="button" aria-pressed={filter === option.id} onClick={() => choose(option.id)}>
            {option.label}
          </button>
        ))}
      </fieldset>
      <p role="status" className="facilities-gallery__count">
        {facilitiesText.shown(shown.length, images.length)}
      </p>
      <ul className="facilities-grid">
        {shown.map((image) => (
          <li key={image.src}>
            <img src={image.src} alt={image.alt} {...facilityImageSize} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
      <div className="facilities-gallery__actions">
        {count < images.length && (
          <button ref={moreRef} type="button" className="ui-button" onClick={() => more(showMore(count, images.length))}>
            {facilitiesText.showMore}
          </button>
        )}
        {count > firstPage() && images.length > firstPage() && (
          <button ref={lessRef} type="button" className="ui-button ui-button--secondary" onClick={less}>
            {facilitiesText.showLess}
          </button>
        )}
      </div>
    </section>
  );
}
