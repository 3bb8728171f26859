// Texts of the gallery page.
export const galleryText = {
  heading: 'Institutional Gallery',
  intro: 'Festivals, posters, banners and glimpses of campus life at the college.',
  searchLabel: 'Search the gallery',
  searchPlaceholder: 'Search by festival name or keywords...',
  searchButton: 'Search',
  filterLabel: 'Filter by category',
  noResults: 'No images match your search. Try another keyword or category.',
  resultCount: (count: number) => `${count} ${count === 1 ? 'image' : 'images'} shown`,
  agreementTitle: 'Download Agreement',
  agreementIntro: (title: string) => `Before downloading "${title}", please agree to the following terms:`,
  agreementTerms: [
    'Images are for personal, educational or non-commercial use only.',
    'Credit the college when you share an image.',
    'Do not alter the images in a way that misrepresents the college.',
  ],
  agreementCheckbox: 'I agree to these terms of use',
  meta: {
    title: 'Institutional Gallery | Physiotherapy College',
    description: 'Photos and posters of festivals, events, banners and campus life at the physiotherapy college in Guntur.',
  },
};
