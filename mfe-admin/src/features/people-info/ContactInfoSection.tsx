import { ContactInfoTable } from './ContactInfoTable.tsx';
import { OWNERS } from './owners.ts';

export default function ContactInfoSection() {
  return (
    <section aria-labelledby="contact-heading">
      <h1 id="contact-heading">Contact Information</h1>
      {OWNERS.map((owner) => (
        <ContactInfoTable key={owner} owner={owner} />
      ))}
    </section>
  );
}
