import { Spinner } from '@college/shared-ui';
import { admissions, formatRupees } from '@college/shared-ui/content';
import { formatLongDate, yearLabel } from '@college/shared-ui/format';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getPublicFeePlans, type PublicFeePlans } from '../api/getPublicFeePlans.ts';
import { admissionsText } from '../content.ts';
import { type FeeRow, feeRows } from '../feeRows.ts';

type State = { status: 'loading' } | { status: 'ready'; fees: PublicFeePlans } | { status: 'error' };

function Amount({ plan }: { plan: FeeRow['convener'] }) {
  const text = admissionsText.fees;
  if (!plan) return <>{text.notOffered}</>;
  return (
    <>
      ₹{formatRupees(plan.annualFee)} {text.perYear}
      {plan.oneTimeFee > 0 ? (
        <>
          <br />+ ₹{formatRupees(plan.oneTimeFee)} {text.oneTime}
        </>
      ) : null}
      <br />
      <span className="admissions-muted">{text.dueBy(formatLongDate(plan.dueDate))}</span>
    </>
  );
}

/** The fee plans of the current academic year as the admin keeps them (GET /api/public/fee-plans). */
export function FeeStructure() {
  const { quotaLabels, intake } = admissions;
  const text = admissionsText.fees;
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    getPublicFeePlans().then(
      (fees) => setState({ status: 'ready', fees }),
      () => setState({ status: 'error' }),
    );
  }, []);
  useEffect(load, [load]);
  let table = null;
  if (state.status === 'loading') table = <Spinner label={text.loading} />;
  else if (state.status === 'error') {
    table = (
      <div role="alert">
        <p>{text.error}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={load}>
          {text.retry}
        </button>
      </div>
    );
  } else if (state.fees.plans.length === 0) table = <p>{text.none(state.fees.academicYear)}</p>;
  else {
    table = (
      <div className="admissions-table-scroll">
        <table>
          <caption>{text.caption(state.fees.academicYear)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.yearColumn}</th>
              <th scope="col">{quotaLabels.convener}</th>
              <th scope="col">{quotaLabels.management}</th>
            </tr>
          </thead>
          <tbody>
            {feeRows(state.fees.plans).map((row) => (
              <tr key={row.yearOfStudy}>
                <th scope="row">{yearLabel(row.yearOfStudy)}</th>
                <td>
                  <Amount plan={row.convener} />
                </td>
                <td>
                  <Amount plan={row.management} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <>
      {table}
      <p>{text.note}</p>
      <p>{admissionsText.intake(intake.total, intake.convener, intake.management)}</p>
      <Link to="/admissions">{text.admissionsLink}</Link>
    </>
  );
}
