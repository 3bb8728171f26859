import { describe, expect, it } from 'vitest';
import { audienceText, sentToText, unreadText } from './texts.ts';

describe('announcement texts', () => {
  it('names the audience as the reader knows it', () => {
    expect(audienceText({ kind: 'everyone', year: null, subject: null })).toBe('Everyone');
    expect(audienceText({ kind: 'year', year: 'SECOND', subject: null })).toBe('Second Year students');
    expect(audienceText({ kind: 'subject', year: null, subject: { id: 5, code: 'BPT201', name: 'Pathology and Microbiology', year: 'SECOND' } })).toBe(
      'BPT201 Pathology and Microbiology class',
    );
    expect(audienceText({ kind: 'student', year: null, subject: null })).toBe('You');
  });

  it('counts people and unread ones in words', () => {
    expect([sentToText(1), sentToText(24)]).toEqual(['Sent to 1 person', 'Sent to 24 people']);
    expect([unreadText(0), unreadText(3)]).toEqual(['All read', '3 unread']);
  });
});
