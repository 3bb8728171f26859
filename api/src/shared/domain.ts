export const YEARS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'] as const;
export type Year = (typeof YEARS)[number];

export const QUOTAS = ['convener', 'management'] as const;
export type Quota = (typeof QUOTAS)[number];

export const STUDENT_GENDERS = ['Male', 'Female', 'Other'] as const;
export const FACULTY_GENDERS = [...STUDENT_GENDERS, 'Not specified'] as const;

export const USER_TYPES = ['admin', 'student', 'faculty'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const DEFAULT_DESIGNATION = 'Assistant Professor';
export const NOT_SPECIFIED = 'Not specified';
