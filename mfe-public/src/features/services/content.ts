// Services pages (SPEC section 2: Services, Community services, Sport and Training Camps, Scholarship).
import { institution } from '@college/shared-ui/content';
import awarenessIcon from '../../assets/icons/awareness.svg';
import communityIcon from '../../assets/icons/community.svg';
import documentIcon from '../../assets/icons/document.svg';
import elderlyIcon from '../../assets/icons/elderly.svg';
import fitnessIcon from '../../assets/icons/fitness.svg';
import gpaIcon from '../../assets/icons/gpa.svg';
import healthIcon from '../../assets/icons/health.svg';
import incomeIcon from '../../assets/icons/income.svg';
import letterIcon from '../../assets/icons/letter.svg';
import libraryIcon from '../../assets/icons/library.svg';
import nutritionIcon from '../../assets/icons/nutrition.svg';
import percentIcon from '../../assets/icons/percent.svg';
import physioIcon from '../../assets/icons/physio.svg';
import rehabIcon from '../../assets/icons/rehab.svg';
import researchIcon from '../../assets/icons/research.svg';
import scholarshipIcon from '../../assets/icons/scholarship.svg';
import schoolIcon from '../../assets/icons/school.svg';
import specialIcon from '../../assets/icons/special.svg';
import sportsIcon from '../../assets/icons/sports.svg';
import teamIcon from '../../assets/icons/team.svg';
import timerIcon from '../../assets/icons/timer.svg';
import trophyIcon from '../../assets/icons/trophy.svg';
import whistleIcon from '../../assets/icons/whistle.svg';
import programmeIcon from '../../assets/icons/programme.svg';
import { type PageMetaText, pageTitle } from '../../lib/links.ts';

/** SPEC section 3, "Service card": title, description, link, buttonText (plus an icon). */
export interface ServiceCard {
  title: string;
  description: string;
  link: string;
  buttonText: string;
  icon: string;
}

/** SPEC section 3, "Community service programme": id, title, description, image. */
export interface InfoCard {
  id: string;
  title: string;
  description: string;
  image: string;
}

export interface ServicePageContent {
  meta: PageMetaText;
  title: string;
  intro: string;
  cards: InfoCard[];
  action: { title: string; text: string; label: string; href: string };
  /** A second, quieter link under the call to action. */
  followUp?: { text: string; label: string; href: string };
}

export const servicesPage = {
  meta: {
    title: pageTitle('Services'),
    description: `Services of ${institution.name}: digital library, research laboratory, community services, scholarships and sports training camps.`,
  },
  title: 'Empowering Students & Communities',
  intro: 'Beyond the classroom, our services support learning, research, health and the community around us.',
  cards: [
    {
      title: 'Institutional Digital Library',
      description: 'Search physiotherapy books and ask the library to stock a title; signed-in students follow their requests in the portal.',
      link: '/student-login',
      buttonText: 'Access Digital Library',
      icon: libraryIcon,
    },
    {
      title: 'Research and Development and Laboratory',
      description: 'Thesis guidance, clinical research, publications, workshops and a well-equipped laboratory.',
      link: '/services/research-laboratory',
      buttonText: 'Explore Research',
      icon: researchIcon,
    },
    {
      title: 'Community Services',
      description: 'Health camps, awareness programmes and rehabilitation for the people of our region.',
      link: '/services/community-services',
      buttonText: 'View Community Services',
      icon: communityIcon,
    },
    {
      title: 'Scholarship Program',
      description: 'Merit scholarships for students with 85% marks and above.',
      link: '/services/scholarships',
      buttonText: 'View Scholarships',
      icon: scholarshipIcon,
    },
    {
      title: 'Sport and Training Camping',
      description: 'Sports physiotherapy, fitness camps and injury prevention for athletes.',
      link: '/services/sports-training-camping',
      buttonText: 'View Sports Camps',
      icon: sportsIcon,
    },
  ] satisfies ServiceCard[],
};

export const communityServicesPage: ServicePageContent = {
  meta: {
    title: pageTitle('Community Services'),
    description: 'Health camps, awareness programmes, rehabilitation, school outreach, elderly care and more from our physiotherapy college.',
  },
  title: 'Community Services',
  intro: 'Our students and faculty take physiotherapy to the community through free camps and programmes.',
  cards: [
    { id: 'health-camps', title: 'Health Camps', description: 'Free physiotherapy screening and advice in villages and towns.', image: healthIcon },
    {
      id: 'awareness-programs',
      title: 'Awareness Programs',
      description: 'Talks on posture, back pain, arthritis and healthy movement.',
      image: awarenessIcon,
    },
    {
      id: 'rehabilitation',
      title: 'Rehabilitation Initiatives',
      description: 'Support for people recovering from stroke, surgery and injury.',
      image: rehabIcon,
    },
    {
      id: 'school-outreach',
      title: 'School Outreach Programs',
      description: 'Posture checks, fitness games and ergonomics for school children.',
      image: schoolIcon,
    },
    { id: 'elderly-care', title: 'Elderly Care Programs', description: 'Balance training and fall prevention for older adults.', image: elderlyIcon },
    {
      id: 'sports-injury-prevention',
      title: 'Sports Injury Prevention',
      description: 'Warm-up, taping and injury prevention for local sports clubs.',
      image: sportsIcon,
    },
    { id: 'community-fitness', title: 'Community Fitness Drives', description: 'Group exercise sessions and walks open to everyone.', image: fitnessIcon },
    {
      id: 'special-needs',
      title: 'Support for Special Needs',
      description: `Therapy and guidance for children with special needs, with the ${institution.managingBody}.`,
      image: specialIcon,
    },
  ],
  action: { title: 'Make a difference with us', text: 'Volunteer, partner with us or invite us to your community.', label: 'Get Involved', href: '/contact' },
};

export const sportsTrainingPage: ServicePageContent = {
  meta: {
    title: pageTitle('Sport and Training Camps'),
    description: 'Sports physiotherapy, strength and conditioning, fitness camps and injury rehabilitation for athletes.',
  },
  title: 'Sport and Training Camps',
  intro: 'Our camps combine sports science and physiotherapy to help athletes train safely and perform better.',
  cards: [
    {
      id: 'injury-assessment',
      title: 'Sports Injury Assessment',
      description: 'Screening of joints, muscles and movement to spot risks early.',
      image: physioIcon,
    },
    {
      id: 'strength-conditioning',
      title: 'Strength & Conditioning',
      description: 'Training plans that build strength, speed and endurance.',
      image: fitnessIcon,
    },
    { id: 'fitness-camps', title: 'Fitness Training Camps', description: 'Seasonal camps for students and local athletes.', image: timerIcon },
    { id: 'team-coaching', title: 'Team Sports Coaching', description: 'Warm-up routines and team fitness for college teams.', image: teamIcon },
    { id: 'athlete-rehab', title: 'Rehabilitation for Athletes', description: 'Guided return to sport after injury.', image: rehabIcon },
    { id: 'nutrition', title: 'Nutrition Guidance', description: 'Basics of eating well for training and recovery.', image: nutritionIcon },
    { id: 'tournaments', title: 'Inter-College Tournaments', description: 'Physiotherapy support at tournaments and sports meets.', image: trophyIcon },
  ],
  action: { title: 'Join our next camp', text: 'Tell us about yourself or your team and we will get back to you.', label: 'Register Now', href: '/contact' },
};

export const scholarshipsPage: ServicePageContent = {
  meta: { title: pageTitle('Scholarships'), description: 'Merit scholarship programme: eligibility (85% marks minimum), documents and how to apply.' },
  title: 'Scholarship Program',
  intro: 'We reward excellence. Check the eligibility criteria below and apply online.',
  cards: [
    { id: 'marks', title: 'Minimum 85% Marks', description: 'At least 85% marks in the qualifying examination.', image: percentIcon },
    {
      id: 'recommendation',
      title: 'Recommendation Letter',
      description: 'At least one letter of recommendation from a teacher or principal.',
      image: letterIcon,
    },
    { id: 'statement', title: 'Personal Statement', description: 'A personal statement of up to 500 words.', image: programmeIcon },
    { id: 'income', title: 'Income Certificate', description: 'A valid family income certificate (PDF).', image: incomeIcon },
    { id: 'transcript', title: 'Academic Transcript', description: 'Your latest academic transcript (PDF).', image: documentIcon },
    { id: 'community', title: 'Community Involvement', description: 'A short description of your service to the community.', image: whistleIcon },
    { id: 'gpa', title: 'Maintain a 3.0 GPA', description: 'Scholars keep the award with a minimum GPA of 3.0.', image: gpaIcon },
  ],
  action: { title: 'Ready to apply?', text: 'Fill in the scholarship application form with your documents.', label: 'Apply Now', href: '/scholarships-form' },
  followUp: { text: 'Already applied?', label: 'Check the status of your application', href: '/applications/status' },
};
