import type { PersonalInfo } from './personal-info.entity.ts';

export const personalInfoDto = (info: PersonalInfo) => ({
  id: info.id,
  dob: info.dob,
  address: info.address ?? null,
  gender: info.gender,
  nationality: info.nationality,
  religion: info.religion,
});
