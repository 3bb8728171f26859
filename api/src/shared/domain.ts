import { YEARS } from '../contract.ts';

export {
  FACULTY_STATUSES,
  QUOTAS,
  STUDENT_STATUSES,
  type StudentStatus,
  type Quota,
  USER_TYPES,
  type UserType,
  type Year,
  YEARS,
} from '../contract.ts';

export const DEFAULT_DESIGNATION = 'Assistant Professor';
export const NOT_SPECIFIED = 'Not specified';

/** SQL that sorts a year column FIRST to FOURTH (the column is text, so plain ordering is alphabetical). */
export const yearOrder = (column: string) => `array_position(array[${YEARS.map((year) => `'${year}'`).join(', ')}]::text[], ${column})`;
