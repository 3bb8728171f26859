import type { EntityManager } from '@mikro-orm/core';
import { Event } from '../modules/events/event.entity.ts';
import { renderBase64Photo, writePhotoFiles } from '../modules/events/photo-files.ts';
import type { FileArea } from '../storage/file-storage.ts';
import { gradientPng } from './demo-images.ts';

/** Days from the seeding to the demo webinar: always ahead, so the webinar page has one to show. */
const DAYS_AHEAD = 30;

/** An upcoming event marked as a webinar, besides the five demo events (which are all past). */
export async function seedDemoWebinar(em: EntityManager, photos: FileArea, now = new Date()): Promise<void> {
  const { photo, files } = await renderBase64Photo(gradientPng([60, 40, 130], [170, 150, 230], 960, 640), photos);
  await writePhotoFiles(photos, files);
  const eventDate = new Date(now.getTime() + DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
  em.create(Event, {
    eventTitle: 'Careers in Physiotherapy: from BPT to practice (demo webinar)',
    eventDate,
    webinar: true,
    photoKey: photo.key,
    photoWidth: photo.width,
    photoHeight: photo.height,
  });
}
