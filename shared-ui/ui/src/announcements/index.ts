// Announcements as the student and faculty dashboards show them, and the calls the admin's section makes.
export * from './AnnouncementForm.tsx';
export * from './AnnouncementsPanel.tsx';
export * from './api.ts';
export * from './texts.ts';
