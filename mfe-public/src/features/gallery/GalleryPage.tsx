import { usePageMeta } from '@college/shared-ui';
import { useMemo, useState } from 'react';
import { type GalleryImage, galleryData } from './galleryImages.ts';
import { galleryText } from './content.ts';
import { DownloadAgreementDialog } from './components/DownloadAgreementDialog.tsx';
import { GalleryCard } from './components/GalleryCard.tsx';
import { GalleryFilters } from './components/GalleryFilters.tsx';
import { downloadImage, fileNameFor, hasAgreedToDownloadTerms, rememberDownloadAgreement } from './downloadImage.ts';
import { type GalleryFilter, filterGallery } from './filterGallery.ts';
import './gallery.css';

export default function GalleryPage() {
  usePageMeta(galleryText.meta);
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<GalleryImage | null>(null);
  const images = useMemo(() => filterGallery(galleryData, filter, search), [filter, search]);

  const startDownload = (image: GalleryImage) => void downloadImage(image.url, fileNameFor(image.url, image.id));
  const requestDownload = (image: GalleryImage) => (hasAgreedToDownloadTerms() ? startDownload(image) : setPending(image));
  const confirmDownload = () => {
    if (!pending) return;
    rememberDownloadAgreement();
    startDownload(pending);
    setPending(null);
  };

  return (
    <main id="main" className="ui-container gallery-page">
      <h1>{galleryText.heading}</h1>
      <p>{galleryText.intro}</p>
      <GalleryFilters filter={filter} search={search} onFilter={setFilter} onSearch={setSearch} />
      <p className="gallery-page__count" role="status">
        {images.length > 0 ? galleryText.resultCount(images.length) : galleryText.noResults}
      </p>
      <ul className="gallery-grid">
        {images.map((image, index) => (
          <GalleryCard key={image.id} image={image} eager={index === 0} onDownload={requestDownload} />
        ))}
      </ul>
      {pending && <DownloadAgreementDialog imageTitle={pending.title} onConfirm={confirmDownload} onCancel={() => setPending(null)} />}
    </main>
  );
}
