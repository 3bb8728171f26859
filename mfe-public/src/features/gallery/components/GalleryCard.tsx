import { type GalleryImage, galleryImageSize } from '../galleryImages.ts';

interface Props {
  image: GalleryImage;
  eager: boolean;
  onDownload: (image: GalleryImage) => void;
}

export function GalleryCard({ image, eager, onDownload }: Props) {
  return (
    <li className="gallery-card">
      <figure className="gallery-card__figure">
        <img
          src={image.url}
          alt={image.altText}
          width={galleryImageSize.width}
          height={galleryImageSize.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <figcaption className="gallery-card__overlay">
          <h2 className="gallery-card__title">{image.title}</h2>
          <p className="gallery-card__description">{image.description}</p>
          <button type="button" className="ui-button gallery-card__download" onClick={() => onDownload(image)} aria-label={`Download ${image.title}`}>
            Download
          </button>
        </figcaption>
      </figure>
    </li>
  );
}
