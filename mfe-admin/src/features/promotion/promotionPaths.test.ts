import { describe, expect, it } from 'vitest';
import { historyStudentOf, promotionPaths } from './promotionPaths.ts';

describe('promotion paths', () => {
  it('name a student’s history page and read it back', () => {
    expect(promotionPaths.history(12)).toBe('/admin-dashboard/promotion/students/12');
    expect(historyStudentOf('students/12')).toBe(12);
    expect(historyStudentOf('students/12/')).toBe(12);
    expect(historyStudentOf('')).toBeNull();
    expect(historyStudentOf('students/0')).toBeNull();
    expect(historyStudentOf('students/abc')).toBeNull();
  });
});
