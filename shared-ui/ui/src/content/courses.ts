// The built-in courses (SPEC section 3, "Course"). Images live with the pages that show them.

export type CourseId = 'physiotherapy' | 'computer-course';

export interface Course {
  id: CourseId;
  url: string;
  title: string;
  duration: string;
  /** The duration as ISO 8601 (schema.org timeRequired), when it is fixed. */
  isoDuration?: string;
  description: string;
  /** Topic lines ("Course Descriptions"). */
  descriptions: string[];
  /** Benefit lines ("Advantages"). */
  advantage: string[];
}

export const courses: Course[] = [
  {
    id: 'physiotherapy',
    url: '/service-details/physiotherapy',
    title: 'Physiotherapy (BPT)',
    duration: '4 Years + 6 months internship',
    isoDuration: 'P4Y6M',
    description:
      'The Bachelor of Physiotherapy prepares you to assess, treat and prevent movement disorders through exercise, manual therapy and electrotherapy, with supervised clinical practice from the early years.',
    descriptions: [
      'Anatomy, physiology and biomechanics of human movement',
      'Exercise therapy and manual therapy techniques',
      'Electrotherapy and pain management',
      'Musculoskeletal, neurological and cardio-respiratory physiotherapy',
      'Paediatric, sports and community physiotherapy',
      'Research methodology and a six-month clinical internship',
    ],
    advantage: [
      'A recognised degree affiliated with the state health sciences university',
      'Hands-on clinical training with real patients',
      'Career paths in hospitals, sports teams, rehabilitation centres and private practice',
      'Eligibility for postgraduate study (MPT) in India and abroad',
      'A small batch of 25 students with close mentoring',
    ],
  },
  {
    id: 'computer-course',
    url: '/service-details/computer-course',
    title: 'Free Computer Training',
    duration: 'Base on the Course',
    description:
      'A free course in everyday computer skills for students and the community: using a computer, typing, office documents, the internet and staying safe online.',
    descriptions: [
      'Computer basics and file management',
      'Typing practice',
      'Word processing, spreadsheets and presentations',
      'Internet, e-mail and online forms',
      'Digital safety and privacy',
    ],
    advantage: ['Free of cost', 'Practical sessions in our computer lab', 'Flexible batches', 'A certificate of completion'],
  },
];

export const findCourse = (id: string | undefined): Course | undefined => courses.find((course) => course.id === id);
