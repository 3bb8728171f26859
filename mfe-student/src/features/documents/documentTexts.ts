import { ApiError } from '@college/shared-ui';

export const documentTexts = {
  title: 'Photo and Documents',
  photoTitle: 'Profile photo',
  photoIntro: 'A JPEG, PNG or WebP photo of at most 5 MB. It is cut to a square and its details (camera, place) are removed.',
  photoLabel: 'Choose a photo',
  photoButton: 'Upload photo',
  photoSaved: 'Your new photo is saved.',
  documentsTitle: 'Admission documents',
  documentsIntro:
    'The documents the admissions page asks for. Upload each as a PDF or a clear photo (JPEG, PNG or WebP) of at most 5 MB; the college office verifies it or tells you why not.',
  loading: 'Loading your documents...',
  failed: 'Your documents could not be loaded:',
  chooseFile: 'Choose a file',
  upload: 'Upload',
  uploadAgain: 'Upload again',
  uploading: 'Uploading...',
  uploaded: 'Uploaded: it now waits for verification.',
  noFile: 'Choose a file first.',
  reason: 'Reason:',
  download: 'Download your copy',
  verifiedNote: 'Verified by the college office. Ask the office if it must change.',
} as const;

/** The API's own message (it names the limit or what the file must be), else a plain retry line. */
export const uploadErrorText = (error: unknown) =>
  error instanceof ApiError && error.body.message ? error.body.message : 'The upload failed; please try again.';
