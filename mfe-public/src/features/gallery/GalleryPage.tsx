import { usePageMeta } from '@college/shared-ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type GalleryImage, galleryData } from './galleryImages.ts';
import { galleryText } from './content.ts';
import { DownloadAgreementDialog } from './components/DownloadAgreementDialog.tsx';
import { GalleryCard } from './components/GalleryCard.tsx';
import { GalleryFilters } from './components/GalleryFilters.tsx';
import { downloadImage, fileNameFor, hasAgreedToDownloadTerms, rememberDownloadAgreement } from './downloadImage.ts';
import { filterGallery, galleryAddress, galleryFilterOf } from './filterGallery.ts';
import './gallery.css';

export default function GalleryPage() {
  usePageMeta(galleryText.meta);
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(galleryFilterOf(null));
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<GalleryImage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const images = useMemo(() => filterGallery(galleryData, filter, search), [filter, search]);

  // Rendered first as prerendered (the whole gallery); then the address's category and what the field holds: a
  // search sent before the page was live (the field shows `?q=`), or text typed into it meanwhile.
  useEffect(() => {
    setFilter(galleryFilterOf(params.get('category')));
    setSearch(String(new FormData(formRef.current ?? undefined).get('q') ?? ''));
  }, [params]);

  /** A category or the search sent: kept in the address (a reload or a shared link shows the same images). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const category = submitter?.getAttribute('name') === 'category' ? galleryFilterOf(submitter.getAttribute('value')) : filter;
    setParams(galleryAddress(String(new FormData(event.currentTarget).get('q') ?? ''), category), { replace: true });
  };

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
      <GalleryFilters formRef={formRef} filter={filter} addressSearch={params.get('q') ?? ''} onSearch={setSearch} onSubmit={submit} />
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
