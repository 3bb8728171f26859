import { OWNERS } from './owners.ts';
import { PersonalInfoTable } from './PersonalInfoTable.tsx';

export default function PersonalInfoSection() {
  return (
    <section aria-labelledby="personal-heading">
      <h1 id="personal-heading">Personal Information</h1>
      {OWNERS.map((owner) => (
        <PersonalInfoTable key={owner} owner={owner} />
      ))}
    </section>
  );
}
