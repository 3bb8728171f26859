import { describe, expect, it } from 'vitest';
import { emptyAnnouncement, toAnnouncementBody, validateAnnouncement } from './form.ts';

describe('the announcement form', () => {
  it('needs a title and a message, and the year or class its audience names', () => {
    expect(validateAnnouncement(emptyAnnouncement('everyone'))).toEqual({ title: 'Title is required', body: 'Message is required' });
    const filled = { ...emptyAnnouncement('year'), title: 'Sports day', body: 'On Friday.' };
    expect(validateAnnouncement(filled)).toEqual({ year: 'Choose the year' });
    expect(validateAnnouncement({ ...filled, audience: 'subject' })).toEqual({ subjectId: 'Choose the class' });
    expect(validateAnnouncement({ ...filled, title: 'x'.repeat(151), year: 'THIRD' })).toEqual({ title: 'Title must be at most 150 characters' });
  });

  it('sends trimmed text and only the audience field that counts', () => {
    const values = { title: ' Sports day ', body: ' On Friday. ', audience: 'subject' as const, year: 'THIRD', subjectId: '7' };
    expect(toAnnouncementBody(values)).toEqual({ title: 'Sports day', body: 'On Friday.', audience: 'subject', subjectId: 7 });
    expect(toAnnouncementBody({ ...values, audience: 'year' })).toEqual({ title: 'Sports day', body: 'On Friday.', audience: 'year', year: 'THIRD' });
    expect(toAnnouncementBody({ ...values, audience: 'everyone' })).toEqual({ title: 'Sports day', body: 'On Friday.', audience: 'everyone' });
  });
});
