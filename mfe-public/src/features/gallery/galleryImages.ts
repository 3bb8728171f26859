// Gallery data (SPEC section 3): categories festivals, ads, banners, website, aboutCollege.
import aboutCampus from '../../assets/gallery/about-campus.svg';
import aboutClinicalLab from '../../assets/gallery/about-clinical-lab.svg';
import aboutComputerLab from '../../assets/gallery/about-computer-lab.svg';
import aboutFitnessCenter from '../../assets/gallery/about-fitness-center.svg';
import aboutLibrary from '../../assets/gallery/about-library.svg';
import adsAdmissionsOpen from '../../assets/gallery/ads-admissions-open.svg';
import adsBptProgramme from '../../assets/gallery/ads-bpt-programme.svg';
import adsFreeComputerTraining from '../../assets/gallery/ads-free-computer-training.svg';
import adsScholarships from '../../assets/gallery/ads-scholarships.svg';
import bannerGraduation from '../../assets/gallery/banner-graduation.svg';
import bannerHealthCamp from '../../assets/gallery/banner-health-camp.svg';
import bannerSportsMeet from '../../assets/gallery/banner-sports-meet.svg';
import bannerWelcome from '../../assets/gallery/banner-welcome.svg';
import festivalChristmas from '../../assets/gallery/festival-christmas.svg';
import festivalDiwali from '../../assets/gallery/festival-diwali.svg';
import festivalIndependenceDay from '../../assets/gallery/festival-independence-day.svg';
import festivalPhysiotherapyDay from '../../assets/gallery/festival-physiotherapy-day.svg';
import festivalSankranti from '../../assets/gallery/festival-sankranti.svg';
import festivalUgadi from '../../assets/gallery/festival-ugadi.svg';
import websiteDigitalLibrary from '../../assets/gallery/website-digital-library.svg';
import websiteExamsHub from '../../assets/gallery/website-exams-hub.svg';
import websiteGalleryPage from '../../assets/gallery/website-gallery-page.svg';
import websiteHomePage from '../../assets/gallery/website-home-page.svg';

export const galleryCategoryNames = ['festivals', 'ads', 'banners', 'website', 'aboutCollege'] as const;
export type GalleryCategoryName = (typeof galleryCategoryNames)[number];

export const galleryCategoryLabels: Record<GalleryCategoryName | 'all', string> = {
  all: 'All',
  festivals: 'Festivals',
  ads: 'Advertisements',
  banners: 'Banners',
  website: 'Website',
  aboutCollege: 'About College',
};

export interface GalleryImage {
  id: string;
  title: string;
  url: string;
  description: string;
  altText: string;
  category: GalleryCategoryName;
  dateAdded: string;
  tags: string[];
}

export interface FestivalMessage {
  text: string;
  keywords: string[];
}

export interface Festival {
  id: string;
  festivalName: string;
  description: string;
  dateAdded: string;
  tags: string[];
  messages: FestivalMessage[];
  images: GalleryImage[];
}

export type GalleryCategory =
  | { categoryName: 'festivals'; festivals: Festival[] }
  | { categoryName: Exclude<GalleryCategoryName, 'festivals'>; images: GalleryImage[] };

/** Image dimensions of every generated gallery illustration. */
export const galleryImageSize = { width: 800, height: 450 } as const;

type ImageInput = Omit<GalleryImage, 'category' | 'dateAdded'> & { dateAdded?: string };
const images = (category: GalleryCategoryName, dateAdded: string, list: ImageInput[]): GalleryImage[] =>
  list.map((image) => ({ dateAdded, ...image, category }));

function festival(id: string, festivalName: string, dateAdded: string, url: string, description: string, messages: FestivalMessage[]): Festival {
  return {
    id,
    festivalName,
    description,
    dateAdded,
    tags: ['festival', festivalName.toLowerCase()],
    messages,
    images: images('festivals', dateAdded, [
      {
        id: `${id}-greeting`,
        title: `${festivalName} Greetings`,
        url,
        description,
        altText: `${festivalName} greeting illustration from the college`,
        tags: ['greeting'],
      },
    ]),
  };
}

export const galleryData: GalleryCategory[] = [
  {
    categoryName: 'festivals',
    festivals: [
      festival('sankranti', 'Sankranti', '2025-01-14', festivalSankranti, 'Harvest festival celebrations on campus with kites and rangoli.', [
        { text: 'Wishing everyone a joyful harvest season filled with colourful kites.', keywords: ['pongal', 'harvest', 'kites', 'rangoli'] },
      ]),
      festival('ugadi', 'Ugadi', '2025-03-30', festivalUgadi, 'Telugu New Year celebrations with the traditional pachadi.', [
        { text: 'May the new year bring health, learning and happiness.', keywords: ['telugu new year', 'pachadi', 'new year'] },
      ]),
      festival('independence-day', 'Independence Day', '2024-08-15', festivalIndependenceDay, 'Flag hoisting and cultural programme by students and staff.', [
        { text: 'Saluting the nation with pride and gratitude.', keywords: ['flag hoisting', 'patriotic', 'august 15'] },
      ]),
      festival(
        'physiotherapy-day',
        'World Physiotherapy Day',
        '2024-09-08',
        festivalPhysiotherapyDay,
        'Awareness walk and free posture screening for the public.',
        [{ text: 'Movement is medicine: celebrating the physiotherapy profession.', keywords: ['wcpt', 'movement', 'awareness walk'] }],
      ),
      festival('diwali', 'Diwali', '2024-11-01', festivalDiwali, 'Festival of lights with diyas and a safe celebration drive.', [
        { text: 'May the festival of lights brighten every home.', keywords: ['deepavali', 'diya', 'lights', 'lamps'] },
      ]),
      festival('christmas', 'Christmas', '2024-12-25', festivalChristmas, 'Carols, a decorated tree and gifts for the children of the centre.', [
        { text: 'Peace, joy and goodwill to all this season.', keywords: ['carols', 'xmas', 'santa'] },
      ]),
    ],
  },
  {
    categoryName: 'ads',
    images: images('ads', '2025-04-01', [
      {
        id: 'ads-admissions-open',
        title: 'Admissions Open',
        url: adsAdmissionsOpen,
        description: 'Poster announcing admissions to the BPT programme.',
        altText: 'Admissions open poster with a graduation cap',
        tags: ['admissions', 'poster'],
      },
      {
        id: 'ads-bpt-programme',
        title: 'Bachelor of Physiotherapy',
        url: adsBptProgramme,
        description: 'Four years plus six months internship programme poster.',
        altText: 'BPT programme poster with a medical cross',
        tags: ['bpt', 'course'],
      },
      {
        id: 'ads-free-computer-training',
        title: 'Free Computer Training',
        url: adsFreeComputerTraining,
        description: 'Poster for the free computer training course.',
        altText: 'Free computer training poster showing a computer screen',
        tags: ['computer', 'course'],
      },
      {
        id: 'ads-scholarships',
        title: 'Scholarship Program',
        url: adsScholarships,
        description: 'Merit scholarships for students with 85% and above.',
        altText: 'Scholarship programme poster with a star',
        tags: ['scholarship', 'merit'],
      },
    ]),
  },
  {
    categoryName: 'banners',
    images: images('banners', '2025-02-10', [
      {
        id: 'banner-welcome',
        title: 'Welcome Banner',
        url: bannerWelcome,
        description: 'Welcome banner for the new academic year.',
        altText: 'Welcome banner with waves',
        tags: ['welcome', 'orientation'],
      },
      {
        id: 'banner-health-camp',
        title: 'Free Health Camp',
        url: bannerHealthCamp,
        description: 'Banner for the community physiotherapy health camp.',
        altText: 'Health camp banner with a medical cross',
        tags: ['health camp', 'community'],
      },
      {
        id: 'banner-sports-meet',
        title: 'Annual Sports Meet',
        url: bannerSportsMeet,
        description: 'Banner for the annual sports meet and fitness drive.',
        altText: 'Sports meet banner with a ball',
        tags: ['sports', 'fitness'],
      },
      {
        id: 'banner-graduation',
        title: 'Graduation Day',
        url: bannerGraduation,
        description: 'Banner celebrating the graduating BPT batch.',
        altText: 'Graduation day banner with a cap',
        tags: ['graduation', 'convocation'],
      },
    ]),
  },
  {
    categoryName: 'website',
    images: images('website', '2025-05-01', [
      {
        id: 'website-home-page',
        title: 'Website Home Page',
        url: websiteHomePage,
        description: 'Preview of the college website home page.',
        altText: 'Illustration of the website home page',
        tags: ['website', 'home'],
      },
      {
        id: 'website-exams-hub',
        title: 'Exams Hub',
        url: websiteExamsHub,
        description: 'Preview of the exams hub with schedule and resources.',
        altText: 'Illustration of the exams hub page',
        tags: ['website', 'exams'],
      },
      {
        id: 'website-digital-library',
        title: 'Digital Library',
        url: websiteDigitalLibrary,
        description: 'Preview of the digital library search page.',
        altText: 'Illustration of the digital library page with a book',
        tags: ['website', 'library'],
      },
      {
        id: 'website-gallery-page',
        title: 'Gallery Page',
        url: websiteGalleryPage,
        description: 'Preview of this institutional gallery.',
        altText: 'Illustration of the gallery page',
        tags: ['website', 'gallery'],
      },
    ]),
  },
  {
    categoryName: 'aboutCollege',
    images: images('aboutCollege', '2025-03-15', [
      {
        id: 'about-campus',
        title: 'Our Campus',
        url: aboutCampus,
        description: 'The main college building and green campus.',
        altText: 'Illustration of the college building',
        tags: ['campus', 'building'],
      },
      {
        id: 'about-clinical-lab',
        title: 'Clinical Lab',
        url: aboutClinicalLab,
        description: 'Clinical lab where students practise supervised therapy.',
        altText: 'Illustration of the clinical lab',
        tags: ['lab', 'clinical'],
      },
      {
        id: 'about-library',
        title: 'Library',
        url: aboutLibrary,
        description: 'Library with physiotherapy textbooks and journals.',
        altText: 'Illustration of an open book for the library',
        tags: ['library', 'books'],
      },
      {
        id: 'about-fitness-center',
        title: 'Fitness Center',
        url: aboutFitnessCenter,
        description: 'Fitness center with exercise therapy equipment.',
        altText: 'Illustration of the fitness center',
        tags: ['fitness', 'gym'],
      },
      {
        id: 'about-computer-lab',
        title: 'Computer Lab',
        url: aboutComputerLab,
        description: 'Computer lab used for the free computer training course.',
        altText: 'Illustration of the computer lab',
        tags: ['computer', 'lab'],
      },
    ]),
  },
];
