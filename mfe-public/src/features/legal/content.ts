// Privacy Policy and Terms and Conditions: generic policy text for a college website.
import { institution } from '@college/shared-ui/content';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  meta: { title: string; description: string };
  heading: string;
  intro: string;
  sections: LegalSection[];
  consentLabel: string;
  consentStorageKey: string;
  consentSaved: string;
}

const { name, emails, address } = institution;

/** The API's default for deleting closed submissions and their files (SUBMISSION_RETENTION_DAYS). */
const submissionRetentionDays = 365;

export const privacyPolicy: LegalDocument = {
  meta: {
    title: 'Privacy Policy | Physiotherapy College',
    description: `How ${name} collects, uses and protects the personal information of website visitors, applicants and students.`,
  },
  heading: 'Privacy Policy',
  intro: `This policy explains how ${name} ("the college", "we") handles personal information on this website. It is a general policy for a college website and may be updated from time to time.`,
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'We collect the information you choose to give us, such as your name, e-mail address, phone number and the details you enter in enquiry, admission, scholarship or research proposal forms.',
        'Students and staff who sign in to the portals provide their login details; the portals then show the academic records the college keeps for them.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'We use your information only to answer your enquiry, process admissions and scholarships, run the student and staff portals and keep you informed about college activities you asked about.',
        'We do not sell or rent your personal information to anyone.',
      ],
    },
    {
      heading: 'Applications and enquiries sent through this website',
      paragraphs: [
        'What is stored: when you send the scholarship application, an admission enquiry, a contact message, a research proposal or a book request, the college stores the fields of that form (such as your name, e-mail address, phone number and what you wrote) and the PDF files you attach, with the date it arrived and a reference number.',
        'Why: to answer you and to decide on your application or request. The reference number and your e-mail address let you check its status on this website.',
        'Who sees it: only the college office staff who handle applications and enquiries, through the administration portal. Your files are never published on the website.',
        `How long: once a submission is closed, it and its files are deleted after ${submissionRetentionDays} days. The college may set a different period; write to us to ask about yours.`,
      ],
    },
    {
      heading: 'College updates (the Subscribe form)',
      paragraphs: [
        'What is stored: the e-mail address you enter under "For Latest Updates", with the date, and whether you confirmed it through the link we mail to it.',
        'How to end it: the mail carries a link that deletes the address from our list at once. An address that is never confirmed receives nothing else.',
      ],
    },
    {
      heading: 'Messages sent through chat apps',
      paragraphs: [
        "Some forms can also open a pre-filled message in a chat app such as WhatsApp instead. That message is sent by you through that app, and the app's own privacy policy applies to it.",
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'The portals use a session cookie to keep you signed in. The website stores a few preferences in your browser, such as your agreement to the gallery download terms and to these policies. You can clear them at any time in your browser settings.',
      ],
    },
    {
      heading: 'Security and retention',
      paragraphs: [
        'We take reasonable technical and organisational measures to protect personal information and keep it only as long as needed for the purposes above or as required by law and university rules.',
      ],
    },
    {
      heading: 'Your choices and contact',
      paragraphs: [
        `You may ask to see, correct or delete the personal information we hold about you. Write to ${emails.info} or to the college office in ${address.city}, ${address.state}.`,
      ],
    },
  ],
  consentLabel: 'I have read and agree to the Privacy Policy',
  consentStorageKey: 'privacyPolicyConsent',
  consentSaved: 'Your agreement to the Privacy Policy is saved in this browser.',
};

export const termsAndConditions: LegalDocument = {
  meta: {
    title: 'Terms and Conditions | Physiotherapy College',
    description: `Terms of use of the ${name} website, its portals and its content, governed by the courts of ${address.city}, ${address.state}.`,
  },
  heading: 'Terms and Conditions',
  intro: `By using this website of ${name} you agree to these terms. They are general terms for a college website and may be updated from time to time.`,
  sections: [
    {
      heading: 'Use of the website',
      paragraphs: [
        'You may use this website to learn about the college, its programmes and services, and to contact the college. You must not misuse the website, try to access areas you are not authorised to use, or disrupt its operation.',
      ],
    },
    {
      heading: 'Accuracy of information',
      paragraphs: [
        'We try to keep course details, fees, schedules and other information accurate and up to date, but they may change. The official notices of the college and the affiliating university prevail.',
      ],
    },
    {
      heading: 'Portal accounts',
      paragraphs: [
        'Students and staff are responsible for keeping their login details confidential and for all activity under their account. Tell the college office at once if you suspect misuse.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The text, images, logos and other content of this website belong to the college or are used with permission. Gallery images may be downloaded for personal, non-commercial use with credit to the college.',
      ],
    },
    {
      heading: 'External links and services',
      paragraphs: [
        'The website links to external forms, maps, chat apps and a book search service. The college is not responsible for the content or availability of these external services.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'The website is provided as it is. The college is not liable for any loss arising from the use of, or inability to use, this website, to the extent permitted by law.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        `These terms are governed by the laws of India. Any dispute arising from the use of this website is subject to the exclusive jurisdiction of the courts of ${address.city}, ${address.state}.`,
      ],
    },
  ],
  consentLabel: 'I have read and agree to the Terms and Conditions',
  consentStorageKey: 'termsConditionsConsent',
  consentSaved: 'Your agreement to the Terms and Conditions is saved in this browser.',
};
