import { yearLabel } from '@college/shared-ui/format';
import { collectionRegisterCsvUrl, getCollectionRegister, PAYMENT_MODES, type PaymentMode, type RegisterFilter } from '@college/shared-ui/portal';
import { useQuery } from '@college/shared-ui/queries';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SelectField, TextField } from '../../components/Field.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { ScrollBox } from '../../components/ScrollBox.tsx';
import { isIsoDate } from '../../lib/formRules.ts';
import { formatDate, formatRupees, todayIso } from '../../lib/money.ts';
import { feesPaths } from './feesPaths.ts';
import { paymentModeLabels } from './paymentForm.ts';
import './register.css';

const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** The payments received in a date range (and mode): on screen, as CSV, printed. Voided ones are listed and not counted. */
export function CollectionRegisterPage() {
  const today = todayIso();
  const [from, setFrom] = useState(() => monthStart(today));
  const [to, setTo] = useState(today);
  const [mode, setMode] = useState<PaymentMode | ''>('');
  // a half-typed date keeps the last register on screen instead of asking the API with it
  const [filter, setFilter] = useState<RegisterFilter>({ from: monthStart(today), to: today });
  const query = useQuery({ queryKey: ['collection-register', filter], queryFn: ({ signal }) => getCollectionRegister(filter, signal) });
  const apply = (next: { from?: string; to?: string; mode?: PaymentMode | '' }) => {
    const range = { from: next.from ?? from, to: next.to ?? to, mode: next.mode ?? mode };
    if (isIsoDate(range.from) && isIsoDate(range.to)) setFilter({ from: range.from, to: range.to, ...(range.mode ? { mode: range.mode } : {}) });
  };
  return (
    <section aria-labelledby="register-heading" className="fees-register">
      <h2 id="register-heading">Collection register</h2>
      <div className="records-filters fees-register__filters">
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            apply({ from: event.target.value });
          }}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            apply({ to: event.target.value });
          }}
        />
        <SelectField
          label="Payment mode"
          value={mode}
          options={[{ value: '', label: 'All modes' }, ...PAYMENT_MODES.map((value) => ({ value, label: paymentModeLabels[value] }))]}
          onChange={(event) => {
            const value = event.target.value as PaymentMode | '';
            setMode(value);
            apply({ mode: value });
          }}
        />
      </div>
      <div className="fees-actions fees-register__tools">
        <a className="ui-button ui-button--secondary" href={collectionRegisterCsvUrl(filter)} download>
          Download CSV
        </a>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <LoadedView query={query} loading="Loading the register...">
        {(register) => {
          const scope = `${formatDate(register.from)} to ${formatDate(register.to)}${register.mode ? `, ${paymentModeLabels[register.mode]}` : ''}`;
          return (
            <>
              <section aria-label="Register totals">
                <dl className="records-summary fees-register-totals">
                  <div>
                    <dt>Total collected</dt>
                    <dd>{formatRupees(register.total)}</dd>
                  </div>
                  <div>
                    <dt>Payments</dt>
                    <dd>{register.count}</dd>
                  </div>
                  {register.byMode.map((entry) => (
                    <div key={entry.mode}>
                      <dt>{paymentModeLabels[entry.mode]}</dt>
                      <dd>
                        {formatRupees(entry.amount)} ({entry.count})
                      </dd>
                    </div>
                  ))}
                  <div>
                    <dt>Voided (not counted)</dt>
                    <dd>{register.voidedCount}</dd>
                  </div>
                </dl>
              </section>
              {register.items.length === 0 ? (
                <p>No payments received in this range.</p>
              ) : (
                <ScrollBox label="Collection register">
                  <table className="records-table">
                    <caption>Collection register, {scope}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Date</th>
                        <th scope="col">Receipt</th>
                        <th scope="col">Student</th>
                        <th scope="col">Mode</th>
                        <th scope="col">Amount</th>
                        <th scope="col">Recorded by</th>
                        <th scope="col">Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {register.items.map((row) => (
                        <tr key={row.id} className={row.voided ? 'fees-register__void' : undefined}>
                          <td>{formatDate(row.paidOn)}</td>
                          <td>
                            <Link to={feesPaths.receipt(row.id)}>{row.receiptNumber}</Link>
                          </td>
                          <td>
                            <Link to={feesPaths.student(row.student.id)}>
                              {row.student.firstName} {row.student.lastName}
                            </Link>
                            <span className="records-muted">
                              {' '}
                              {row.student.enrollmentNumber ?? ''} · {yearLabel(row.student.year)}
                            </span>
                          </td>
                          <td>{paymentModeLabels[row.mode]}</td>
                          <td>{formatRupees(row.amount)}</td>
                          <td>{row.recordedBy}</td>
                          <td>{row.voided ? `Void: ${row.voided.reason}` : 'Received'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollBox>
              )}
            </>
          );
        }}
      </LoadedView>
    </section>
  );
}
