// Texts of the research and development page (/services/research-laboratory).
export const researchText = {
  meta: {
    title: 'Research and Development | Physiotherapy College',
    description: 'Research initiatives, laboratory highlights and how BPT students and faculty submit a research proposal.',
  },
  heading: 'Research and Development',
  intro: 'Our research laboratory supports students and faculty from the first research question to the published paper.',
  initiativesHeading: 'Research Initiatives',
  highlightsHeading: 'Research Highlights',
  formHeading: 'Submit a Research Proposal',
  formIntro: 'Fields marked * are required. Submit Proposal sends it with its document to the research coordinator; you can also open it in WhatsApp instead.',
};

export interface ResearchInitiative {
  title: string;
  description: string;
}

export const researchInitiatives: ResearchInitiative[] = [
  { title: 'Thesis Writing', description: 'Guidance on choosing a topic, writing a literature review, methodology and referencing for the final-year thesis.' },
  {
    title: 'Clinical Research',
    description: 'Supervised clinical studies in musculoskeletal, neurological and cardiopulmonary physiotherapy with ethics committee support.',
  },
  { title: 'Publications', description: 'Help with preparing manuscripts and choosing suitable peer-reviewed journals and conferences.' },
  { title: 'Workshops & Seminars', description: 'Regular sessions on research methods, biostatistics, evidence-based practice and scientific writing.' },
];

export const researchHighlights: string[] = [
  'Faculty mentors for every student research project',
  'Clinical labs with equipment for gait, posture and strength assessment',
  'Book search through the digital library, and requests for titles the library should stock',
  'Student research presented at the annual scientific day',
];

export const proposalText = {
  header: '*New Research Proposal*',
  required: 'Please fill out all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  fileLabel: 'Supporting document (PDF only, max 5MB)',
  fileNotPdf: 'Only PDF files are allowed.',
  fileTooLarge: 'The file is larger than 5MB. Please choose a smaller PDF.',
  submitted: 'Proposal submitted via WhatsApp! Please send any supporting document separately if applicable.',
  submit: 'Submit Proposal',
  sendViaChat: 'Send via WhatsApp',
  delivered: 'Thank you! Your proposal has reached the research coordinator.',
};
