import { telLink } from '@college/shared-ui/content';
import { type LeaderId, leaders } from '../leaders.ts';
import { aboutText, leaderAvatars } from '../content.ts';
import { newTabHint, newTabProps } from '../../../lib/links.ts';

/** Photo, name, designation, specialization, contact, About and Message of one leader. */
export function LeaderProfile({ leaderId }: { leaderId: LeaderId }) {
  const leader = leaders[leaderId];
  const text = aboutText.leader;
  return (
    <article className="about-leader" aria-labelledby="about-leader-name">
      <div className="about-leader__card">
        <img src={leaderAvatars[leaderId]} alt={leader.imageAlt} width={240} height={240} decoding="async" />
        <div>
          <h2 id="about-leader-name">{leader.name}</h2>
          <p className="about-leader__designation">{leader.designation}</p>
          <p>
            <strong>{text.specialization}:</strong> {leader.specialization}
          </p>
          <h3>{text.contact}</h3>
          <ul className="about-leader__contact">
            <li>
              {text.email}: <a href={`mailto:${leader.email}`}>{leader.email}</a>
            </li>
            <li>
              {text.phone}: <a href={telLink(leader.phone)}>{leader.phone}</a>
            </li>
            <li>
              <a href={leader.linkedin} {...newTabProps}>
                {text.linkedin}
                <span className="ui-visually-hidden">{newTabHint}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <section aria-labelledby="about-leader-about">
        <h3 id="about-leader-about">{text.about}</h3>
        {leader.descriptions.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <section aria-labelledby="about-leader-message">
        <h3 id="about-leader-message">{text.message}</h3>
        <blockquote className="about-leader__message">{leader.message}</blockquote>
      </section>
    </article>
  );
}
