import { useMutation, useQuery, useQueryClient } from '@college/shared-ui/queries';
import { useState } from 'react';
import { getNotificationSettings, NOTIFICATION_SETTINGS_KEY, saveNotificationSettings } from './api.ts';

/** The person's own choice: announcements by e-mail as well, or on the dashboard only. */
export function EmailSetting() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: ({ signal }) => getNotificationSettings(signal) });
  // The box shows the choice at once, while it is saved; a failed save puts the stored one back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => {
      client.setQueryData(NOTIFICATION_SETTINGS_KEY, saved);
      setStatus(saved.announcementEmail ? 'Announcements will also come by e-mail.' : 'Announcements will no longer come by e-mail.');
    },
    onError: (error) => {
      setChosen(null);
      setStatus(`Not saved: ${error instanceof Error ? error.message : 'try again'}`);
    },
  });
  return (
    <div className="announcements__setting">
      <label className="announcements__check">
        <input
          type="checkbox"
          checked={chosen ?? settings.data?.announcementEmail ?? true}
          disabled={!settings.data || save.isPending}
          onChange={(event) => {
            setChosen(event.target.checked);
            save.mutate(event.target.checked);
          }}
        />
        E-mail me announcements
      </label>
      <p className="announcements__status" role="status">
        {status}
      </p>
    </div>
  );
}
