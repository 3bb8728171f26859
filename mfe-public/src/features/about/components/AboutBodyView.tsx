import type { AboutBody } from '../content.ts';
import { FacultyListTable } from './FacultyListTable.tsx';
import { GoverningBodyTable } from './GoverningBodyTable.tsx';
import { LeaderProfile } from './LeaderProfile.tsx';

export function AboutBodyView({ body }: { body: AboutBody }) {
  switch (body.kind) {
    case 'leader':
      return <LeaderProfile leaderId={body.leaderId} />;
    case 'governing-body':
      return <GoverningBodyTable />;
    case 'faculty-list':
      return <FacultyListTable />;
    case 'text':
      return (
        <>
          {body.sections.map((section, index) => (
            <section key={section.heading ?? index} className="about-text">
              {section.heading && <h2>{section.heading}</h2>}
              {section.paragraphs?.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      );
  }
}
