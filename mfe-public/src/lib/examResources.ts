// Study resources linked from the exams Resources tab; each has a helpful landing page at /resources/{slug}.

export interface ExamResource {
  slug: string;
  resourcesTitle: string;
  resourcesLink: string;
  summary: string;
}

const resource = (slug: string, resourcesTitle: string, summary: string): ExamResource => ({
  slug,
  resourcesTitle,
  resourcesLink: `/resources/${slug}`,
  summary,
});

export const examResources: ExamResource[] = [
  resource(
    'anatomy-past-papers',
    'Anatomy Past Papers',
    'Question papers of previous Human Anatomy examinations, useful for practising answer writing and timing.',
  ),
  resource('physiology-guide', 'Physiology Study Guide', 'A chapter-by-chapter guide to the Human Physiology syllabus with key points and diagrams to revise.'),
  resource('books', 'Recommended Books', 'The textbooks and reference books recommended by the faculty for each year of the BPT programme.'),
  resource('practice-questions', 'Practice Questions', 'Short-answer and long-answer practice questions for every subject, grouped by topic.'),
  resource('videos', 'Video Lectures', 'Recorded demonstrations of clinical techniques and lectures on difficult topics.'),
  resource('materials', 'Study Materials', 'Lecture notes, handouts and lab manuals prepared by the departments.'),
  resource('mock-tests', 'Mock Tests', 'Timed mock examinations held before the university examinations, with model answers.'),
  resource('research-papers', 'Research Papers', 'Selected research papers and reviews that support the clinical subjects of the programme.'),
];

export const resourceAccessNote =
  'Resource files are shared by your subject teachers in class and on the student portal. Log in to the student portal or ask your class coordinator for a copy.';

export function findExamResource(slug: string): ExamResource | undefined {
  return examResources.find((r) => r.slug === slug);
}
