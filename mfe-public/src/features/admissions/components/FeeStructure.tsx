import { admissions, formatRupees } from '@college/shared-ui/content';
import { Link } from 'react-router-dom';
import { admissionsText } from '../content.ts';

export function FeeStructure() {
  const { fees, quotaLabels, intake } = admissions;
  const text = admissionsText.fees;
  const rows = [
    { label: quotaLabels.convener, amount: `₹${formatRupees(fees.convenerPerYear)} ${text.perYear}` },
    { label: quotaLabels.management, amount: `₹${formatRupees(fees.managementPerYear)} ${text.perYear}` },
    { label: text.additional, amount: `₹${formatRupees(fees.additionalOneTime)} ${text.oneTime}` },
  ];
  return (
    <>
      <div className="admissions-table-scroll">
        <table>
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
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{text.note}</p>
      <p>{admissionsText.intake(intake.total, intake.convener, intake.management)}</p>
      <Link to="/admissions">{text.admissionsLink}</Link>
    </>
  );
}
