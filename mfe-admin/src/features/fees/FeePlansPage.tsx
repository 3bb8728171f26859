import { yearLabel } from '@college/shared-ui/format';
import { applyFeePlans, type FeePlan, listFeePlans, saveFeePlans } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { AcademicYearSelect } from '../../components/AcademicYearSelect.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { useAcademicYears } from '../../lib/useAcademicYears.ts';
import { type PlanCell, type PlanGrid, planBodies, planGridFrom, quotaLabels, validatePlanGrid } from './feePlanGrid.ts';
import { ScrollBox } from '../../components/ScrollBox.tsx';

const cellFields: { key: keyof PlanCell; label: string; type: 'number' | 'date' }[] = [
  { key: 'annualFee', label: 'Annual fee', type: 'number' },
  { key: 'oneTimeFee', label: 'One-time fee', type: 'number' },
  { key: 'dueDate', label: 'Due date', type: 'date' },
];

function PlanGridEditor({ academicYear, plans, onSaved }: { academicYear: string; plans: FeePlan[]; onSaved: () => void }) {
  const [grid, setGrid] = useState<PlanGrid>(() => planGridFrom(plans, academicYear));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setGrid(planGridFrom(plans, academicYear)), [plans, academicYear]);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setNotice('');
    try {
      setNotice(await action());
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }
  const save = () =>
    run(async () => {
      const problem = validatePlanGrid(grid);
      if (problem) throw new Error(problem);
      await saveFeePlans(academicYear, planBodies(grid));
      onSaved();
      return `Fee plans of ${academicYear} saved.`;
    });
  const apply = () =>
    run(async () => {
      const { created } = await applyFeePlans(academicYear);
      return `${created} ${created === 1 ? 'charge' : 'charges'} created.`;
    });

  return (
    <>
      <ScrollBox label={`Fee plans of ${academicYear}`}>
        <table className="records-table fees-plan-table">
          <caption>Fee plans of {academicYear}</caption>
          <thead>
            <tr>
              <th scope="col">Quota and year</th>
              {cellFields.map((field) => (
                <th key={field.key} scope="col">
                  {field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((cell, index) => {
              const rowName = `${quotaLabels[cell.quota]}, ${yearLabel(cell.yearOfStudy)}`;
              return (
                <tr key={`${cell.quota}-${cell.yearOfStudy}`}>
                  <th scope="row">{rowName}</th>
                  {cellFields.map((field) => (
                    <td key={field.key}>
                      <input
                        type={field.type}
                        min={field.type === 'number' ? 0 : undefined}
                        step={field.type === 'number' ? 1 : undefined}
                        aria-label={`${field.label}: ${rowName}`}
                        value={cell[field.key]}
                        onChange={(event) => {
                          const value = event.target.value;
                          setGrid((rows) => rows.map((row, i) => (i === index ? { ...row, [field.key]: value } : row)));
                        }}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      <ErrorMessage>{error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <div className="admin-actions fees-plan-actions">
        <button type="button" className="ui-button" disabled={busy} onClick={save}>
          Save
        </button>
        <button type="button" className="ui-button ui-button--secondary" disabled={busy} onClick={apply}>
          Apply to students
        </button>
      </div>
    </>
  );
}

/** The fee of every quota and year of study for one academic year, and its charges for the students. */
export function FeePlansPage() {
  const { years, academicYear, setAcademicYear } = useAcademicYears();
  const query = useQuery({ queryKey: ['fee-plans', academicYear], queryFn: () => listFeePlans(academicYear ?? undefined), enabled: academicYear !== null });
  const queryClient = useQueryClient();
  // saved or applied plans change what every student is charged: the dues and each student's fees follow
  const reload = () => {
    for (const key of ['fee-plans', 'dues', 'student-fees']) void queryClient.invalidateQueries({ queryKey: [key] });
  };
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading">Fee plans</h2>
      <div className="records-filters">
        <AcademicYearSelect years={years} value={academicYear} onChange={setAcademicYear} />
      </div>
      {academicYear ? (
        <LoadedView query={query}>{(plans) => <PlanGridEditor academicYear={academicYear} plans={plans} onSaved={reload} />}</LoadedView>
      ) : (
        <p role="status">Loading...</p>
      )}
    </section>
  );
}
