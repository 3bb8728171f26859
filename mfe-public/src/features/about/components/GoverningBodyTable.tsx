import { Link } from 'react-router-dom';
import { aboutText } from '../content.ts';
import { governingBody, leaders } from '../leaders.ts';

export function GoverningBodyTable() {
  const text = aboutText.governingBody;
  return (
    <>
      <div className="about-table-scroll">
        <table className="about-table">
          <caption>{text.caption}</caption>
          <thead>
            <tr>
              {text.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {governingBody.map(({ leaderId, path }) => {
              const leader = leaders[leaderId];
              return (
                <tr key={leaderId}>
                  <td>{leader.name}</td>
                  <td>{leader.designation}</td>
                  <td>
                    <Link to={path} aria-label={`${text.viewProfile}: ${leader.designation}`}>
                      {text.viewProfile}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>{text.meetings}</p>
    </>
  );
}
