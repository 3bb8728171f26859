// Home page FAQ (SPEC: five entries; the council registration number appears in the FAQ text).
import { institution } from './institution.ts';

export interface FaqItem {
  question: string;
  answer: string;
}

export const homeFaq: FaqItem[] = [
  {
    question: 'Is the college recognised?',
    answer: `Yes. The college is affiliated with the ${institution.university} and approved by the ${institution.council} (registration number ${institution.councilRegistrationNumber}).`,
  },
  {
    question: 'What is the eligibility for the BPT course?',
    answer: 'A pass in Intermediate Bi.P.C. (Biology, Physics and Chemistry) with at least 50% marks.',
  },
  {
    question: 'How long is the Bachelor of Physiotherapy programme?',
    answer: 'Four years of study followed by a six-month compulsory clinical internship.',
  },
  {
    question: 'How many seats are available?',
    answer: 'The annual intake is 25 seats: 17 under the convener quota and 8 under the management quota.',
  },
  {
    question: 'How can I apply for admission?',
    answer: 'Use the admission form on this site or visit the college office. Our team will guide you through the documents and the counselling process.',
  },
];
