// Admission facts (SPEC section 9): intake, quotas, fees, eligibility and the documents to bring.
import { indianDigits } from '../format/numbers.ts';
import { institution } from './institution.ts';

export type Quota = 'convener' | 'management';

export const admissions = {
  intake: { total: 25, convener: 17, management: 8 },
  quotaSplitPercent: { convener: 70, management: 30 },
  quotaLabels: { convener: 'Convener Quota', management: 'Management Quota' } satisfies Record<Quota, string>,
  managementQuotaRule: 'Management quota seats need at least 50% in the intermediate group subjects or an entrance rank.',
  /** Rupees. */
  fees: { convenerPerYear: 50_000, managementPerYear: 1_20_000, additionalOneTime: 10_000 },
  programme: { name: 'Bachelor of Physiotherapy (BPT)', duration: '4 Years + 6 months internship' },
  eligibility: [
    'Pass in Intermediate (10+2) with Biology, Physics and Chemistry (Bi.P.C.) as the main subjects.',
    'A minimum of 50% marks in the intermediate group subjects.',
    'Management quota: at least 50% in the intermediate group subjects or an entrance rank.',
    'Convener quota seats are allotted through the state counselling of the affiliating university.',
  ],
  documents: [
    'SSC (10th class) marks memo',
    'Intermediate (10+2) marks memo',
    'Intermediate transfer certificate (TC)',
    'Study certificates (6th class to intermediate)',
    'Conduct certificate',
    'Caste certificate (if applicable)',
    'Income certificate (if applicable)',
    'Aadhaar card (copy)',
    'Ten passport-size photographs',
  ],
  applicationFormUrl: institution.externalForms.admission,
} as const;

/** A rupee amount in Indian digit grouping, e.g. 120000 -> '1,20,000'. */
export const formatRupees = indianDigits;

/** Recognition links shown on the home page. PLACEHOLDER addresses until the college supplies the real ones. */
export const recognitionLinks: { name: string; description: string; href: string }[] = [
  { name: institution.university, description: 'University affiliation', href: 'https://university.example.org' },
  { name: institution.council, description: 'State council approval', href: 'https://council.example.org' },
  { name: institution.managingBody, description: 'Our managing centre', href: 'https://centre.example.org' },
];
