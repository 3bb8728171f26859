// /facilities (SPEC section 2, Facilities; "Gallery facility": id, title, images).
import banner from '../../assets/facilities/banner.svg?raw';
import campus1 from '../../assets/facilities/campus-1.svg';
import campus2 from '../../assets/facilities/campus-2.svg';
import campus3 from '../../assets/facilities/campus-3.svg';
import clinical1 from '../../assets/facilities/clinical-labs-1.svg';
import clinical2 from '../../assets/facilities/clinical-labs-2.svg';
import clinical3 from '../../assets/facilities/clinical-labs-3.svg';
import computer1 from '../../assets/facilities/computer-labs-1.svg';
import computer2 from '../../assets/facilities/computer-labs-2.svg';
import computer3 from '../../assets/facilities/computer-labs-3.svg';
import fitness1 from '../../assets/facilities/fitness-center-1.svg';
import fitness2 from '../../assets/facilities/fitness-center-2.svg';
import fitness3 from '../../assets/facilities/fitness-center-3.svg';
import library1 from '../../assets/facilities/library-1.svg';
import library2 from '../../assets/facilities/library-2.svg';
import library3 from '../../assets/facilities/library-3.svg';
import { pageTitle } from '../../lib/links.ts';

export type FacilityId = 'campus' | 'library' | 'computer-labs' | 'fitness-center' | 'clinical-labs';

export interface FacilityImage {
  src: string;
  alt: string;
}

export interface Facility {
  id: FacilityId;
  title: string;
  description: string;
  images: FacilityImage[];
}

/** Every facility illustration is 800 x 450. */
export const facilityImageSize = { width: 800, height: 450 } as const;

const pictures = (place: string, sources: string[], details: string[]): FacilityImage[] =>
  sources.map((src, index) => ({ src, alt: `${place}: ${details[index] ?? 'view'}` }));

export const facilities: Facility[] = [
  {
    id: 'campus',
    title: 'Modern Campus',
    description: 'Spacious classrooms, green surroundings and a calm place to learn.',
    images: pictures('Modern Campus', [campus1, campus2, campus3], ['the main building among trees', 'the academic blocks', 'the front lawn']),
  },
  {
    id: 'library',
    title: 'Library',
    description: 'Textbooks, journals and a quiet reading hall, plus the digital library.',
    images: pictures('Library', [library1, library2, library3], ['shelves of textbooks', 'the reference section', 'students reading together']),
  },
  {
    id: 'computer-labs',
    title: 'Computer Labs',
    description: 'Networked computers for coursework, research and free computer training.',
    images: pictures('Computer Labs', [computer1, computer2, computer3], ['a row of computers', 'a teaching screen', 'a student at a workstation']),
  },
  {
    id: 'fitness-center',
    title: 'Fitness Center',
    description: 'Exercise equipment for therapy practice, training and student fitness.',
    images: pictures('Fitness Center', [fitness1, fitness2, fitness3], ['dumbbells and a therapy ball', 'a student exercising', 'a treadmill session']),
  },
  {
    id: 'clinical-labs',
    title: 'Clinical Labs',
    description: 'Electrotherapy, exercise therapy and anatomy labs for hands-on practice.',
    images: pictures('Clinical Labs', [clinical1, clinical2, clinical3], ['a microscope and flask', 'laboratory flasks', 'a treatment table with a therapist']),
  },
];

export const facilitiesText = {
  meta: {
    title: pageTitle('Facilities'),
    description: 'Campus facilities: modern campus, library, computer labs, fitness center and clinical labs, with a photo gallery.',
  },
  title: 'Our Facilities',
  bannerText: 'Everything you need to learn, practise and grow, on one campus.',
  banner,
  bannerAlt: 'Illustration of the campus with a computer lab and fitness equipment',
  galleryTitle: 'Facility Gallery',
  filterLabel: 'Filter by facility',
  allFacilities: 'All Facilities',
  showMore: 'Show More',
  showLess: 'Show Less',
  shown: (count: number, total: number) => `Showing ${count} of ${total} images`,
  tour: { title: 'See it for yourself', text: 'Visit the campus with our team.', label: 'Book a Tour', href: '/contact' },
};
