import { SETTINGS_LIMITS } from '@college/contract/limits';
import { type CollegeSettings, getSettings, saveSettings } from '@college/shared-ui/portal';
import { useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage.tsx';
import { TextField } from '../../components/Field.tsx';
import { LoadedView } from '../../components/LoadedView.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { errorLine } from '../../lib/errors.ts';
import './settings.css';

function SettingsForm({ settings }: { settings: CollegeSettings }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    academicYear: settings.academicYear,
    attendanceThreshold: String(settings.attendanceThreshold),
    correctionWindowDays: String(settings.correctionWindowDays),
    hallTicketRequiresNoOverdueFees: settings.hallTicketRequiresNoOverdueFees,
    formerStudentAccessYears: String(settings.formerStudentAccessYears),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice('');
    try {
      const saved = await saveSettings({
        academicYear: form.academicYear.trim(),
        attendanceThreshold: Number(form.attendanceThreshold),
        correctionWindowDays: Number(form.correctionWindowDays),
        hallTicketRequiresNoOverdueFees: form.hallTicketRequiresNoOverdueFees,
        formerStudentAccessYears: Number(form.formerStudentAccessYears),
        version: settings.version,
      });
      queryClient.setQueryData(['college-settings'], saved);
      setNotice('Settings saved.');
    } catch (failure) {
      setError(errorLine(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form settings-form" onSubmit={save}>
      <TextField
        label="Current academic year"
        hint="Written 2026-27; the timetable and attendance open on it."
        required
        pattern="[0-9]{4}-[0-9]{2}"
        value={form.academicYear}
        onChange={(event) => setForm({ ...form, academicYear: event.target.value })}
      />
      <TextField
        label="Minimum attendance (%)"
        hint="Students below it are on the shortage list and are warned."
        type="number"
        required
        min={SETTINGS_LIMITS.minThreshold}
        max={SETTINGS_LIMITS.maxThreshold}
        value={form.attendanceThreshold}
        onChange={(event) => setForm({ ...form, attendanceThreshold: event.target.value })}
      />
      <TextField
        label="Attendance correction window (days)"
        hint="How long after a class its teacher may still correct the attendance; later corrections are the office's."
        type="number"
        required
        min={0}
        max={SETTINGS_LIMITS.maxCorrectionDays}
        value={form.correctionWindowDays}
        onChange={(event) => setForm({ ...form, correctionWindowDays: event.target.value })}
      />
      <TextField
        label="Former students can download documents for (years)"
        hint="After graduating or being archived, a student may still sign in for their marksheets and transcript this long."
        type="number"
        required
        min={0}
        max={SETTINGS_LIMITS.maxFormerStudentYears}
        value={form.formerStudentAccessYears}
        onChange={(event) => setForm({ ...form, formerStudentAccessYears: event.target.value })}
      />
      <label className="settings-form__check">
        <input
          type="checkbox"
          checked={form.hallTicketRequiresNoOverdueFees}
          onChange={(event) => setForm({ ...form, hallTicketRequiresNoOverdueFees: event.target.checked })}
        />
        A hall ticket needs no overdue fees
      </label>
      <ErrorMessage>{error}</ErrorMessage>
      <StatusMessage>{notice}</StatusMessage>
      <div className="admin-actions">
        <button type="submit" className="ui-button" disabled={busy}>
          Save settings
        </button>
      </div>
    </form>
  );
}

/** The college's settings: its academic year, the attendance rules and the hall-ticket rule. */
export default function SettingsSection() {
  const query = useQuery({ queryKey: ['college-settings'], queryFn: getSettings });
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <LoadedView query={query}>{(settings) => <SettingsForm settings={settings} />}</LoadedView>
    </section>
  );
}
