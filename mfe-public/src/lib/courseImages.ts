// Slider and card images of the built-in courses (the course texts live in shared-ui content).
import type { CourseId } from '@college/shared-ui/content';
import computer1 from '../assets/courses/computer-course-1.svg';
import computer2 from '../assets/courses/computer-course-2.svg';
import computer3 from '../assets/courses/computer-course-3.svg';
import physio1 from '../assets/courses/physiotherapy-1.svg';
import physio2 from '../assets/courses/physiotherapy-2.svg';
import physio3 from '../assets/courses/physiotherapy-3.svg';

export interface CourseImage {
  src: string;
  alt: string;
}

/** Every course illustration is 800 x 450. */
export const courseImageSize = { width: 800, height: 450 } as const;

export const courseImages: Record<CourseId, CourseImage[]> = {
  physiotherapy: [
    { src: physio1, alt: 'A physiotherapist guiding a patient on a treatment table' },
    { src: physio2, alt: 'A model of the spine beside a heartbeat line' },
    { src: physio3, alt: 'A student exercising with a therapy ball and dumbbells' },
  ],
  'computer-course': [
    { src: computer1, alt: 'A computer screen showing lines of text' },
    { src: computer2, alt: 'A keyboard with a chat bubble above it' },
    { src: computer3, alt: 'Three computers in a training room' },
  ],
};
