import { describe, expect, it } from 'vitest';
import { buildScholarshipMessage, excerpt } from './message.ts';

describe('scholarship message', () => {
  it('cuts long texts to 200 characters', () => {
    expect(excerpt('a'.repeat(200))).toBe('a'.repeat(200));
    expect(excerpt('b'.repeat(250))).toBe(`${'b'.repeat(200)}...`);
  });

  it('lists every value, with excerpts of the long texts', () => {
    const lines = buildScholarshipMessage({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876543210',
      academicPercentage: '92.75',
      enrollmentNumber: 'BPT2025001',
      personalStatement: 's'.repeat(300),
      communityInvolvement: 'Health camps',
    }).split('\n');
    expect(lines).toEqual([
      '*Scholarship Application*',
      'Full Name: Ravi Kumar',
      'Email: ravi@example.com',
      'Phone: 9876543210',
      'Academic Percentage: 92.75%',
      'Enrollment Number: BPT2025001',
      `Personal Statement: ${'s'.repeat(200)}...`,
      'Community Involvement: Health camps',
      'Documents: income certificate, recommendation letter and academic transcript (PDF) will be shared separately.',
    ]);
  });
});
