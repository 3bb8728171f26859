import { institution, telLink } from '@college/shared-ui/content';
import { contactText } from '../content.ts';

export function FindUsCard() {
  const text = contactText.findUs;
  const { address } = institution;
  return (
    <section className="contact-card" aria-labelledby="contact-find-title">
      <h2 id="contact-find-title">{text.title}</h2>
      <h3>{text.address}</h3>
      <address>
        {address.lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        {address.postalCode}, {address.country}
      </address>
      <h3>{text.phone}</h3>
      <p>
        <a href={telLink(institution.phone)}>{institution.phone}</a>
      </p>
      <h3>{text.emails}</h3>
      <ul className="contact-card__list">
        {Object.values(institution.emails).map((email) => (
          <li key={email}>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        ))}
      </ul>
      <h3>{text.hours}</h3>
      <ul className="contact-card__list">
        {institution.officeHours.map((slot) => (
          <li key={slot.days}>
            {slot.days}: {slot.hours}
          </li>
        ))}
      </ul>
    </section>
  );
}
