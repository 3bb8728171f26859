import { Migration } from '@mikro-orm/migrations';
import { photoFileName, renderBase64Photo, type StoredPhoto, writePhotoFiles } from '../modules/events/photo-files.ts';
import { type FileArea, readAll } from '../storage/file-storage.ts';
import { fileStorageFromEnv } from '../storage/from-env.ts';

type PhotoRow = { id: number; event_photo: string };

/**
 * Event photos move out of the rows into files (the storage's event photos, resized, AVIF/WebP/JPEG): the list
 * of events no longer carries megabytes of base64. Rows are converted one at a time (a row may hold 5 MiB). A
 * stored text that is no image cannot become a photo: its bytes are kept as `unconverted/<id>.bin` there.
 */
export class Migration20261124100300EventPhotos extends Migration {
  override name = 'Migration20261124100300EventPhotos';

  override async up(): Promise<void> {
    await this.execute(`alter table "event" add column "photo_key" varchar(32) null, add column "photo_width" int null, add column "photo_height" int null;`);
    const storage = fileStorageFromEnv();
    const dir = storage.areas['event-photos'];
    let lastId = 0;
    for (;;) {
      const [row] = (await this.execute(`select "id", "event_photo" from "event" where "id" > ? and coalesce("event_photo", '') <> '' order by "id" limit 1`, [
        lastId,
      ])) as PhotoRow[];
      if (!row) break;
      lastId = row.id;
      const photo = await convertPhoto(row, dir);
      if (photo)
        await this.execute(`update "event" set "photo_key" = ?, "photo_width" = ?, "photo_height" = ? where "id" = ?`, [
          photo.key,
          photo.width,
          photo.height,
          row.id,
        ]);
    }
    storage.close();
    await this.execute(`alter table "event" drop column "event_photo";`);
    await this.execute(`create index "event_photo_key_index" on "event" ("photo_key");`);
  }

  /** Back to base64 in the row: the largest JPEG rendition (the original upload is not kept). */
  override async down(): Promise<void> {
    await this.execute(`alter table "event" add column "event_photo" text null;`);
    const storage = fileStorageFromEnv();
    const dir = storage.areas['event-photos'];
    const rows = (await this.execute(`select "id", "photo_key", "photo_width" from "event" where "photo_key" is not null`)) as {
      id: number;
      photo_key: string;
      photo_width: number;
    }[];
    for (const row of rows) {
      const stored = await dir.get(photoFileName(row.photo_key, row.photo_width, 'jpg'));
      const jpeg = stored && (await readAll(stored));
      if (jpeg) await this.execute(`update "event" set "event_photo" = ? where "id" = ?`, [jpeg.toString('base64'), row.id]);
    }
    storage.close();
    await this.execute(`drop index "event_photo_key_index";`);
    await this.execute(`alter table "event" drop column "photo_key", drop column "photo_width", drop column "photo_height";`);
  }
}

/** The files of one stored base64 photo, or null (its bytes set aside) when it is no image. */
export async function convertPhoto(row: PhotoRow, dir: FileArea): Promise<StoredPhoto | null> {
  const base64 = row.event_photo.replace(/^data:[^,]*;base64,/, '');
  try {
    const { photo, files } = await renderBase64Photo(base64, dir);
    await writePhotoFiles(dir, files);
    return photo;
  } catch {
    await dir.put(`unconverted/${row.id}.bin`, Buffer.from(base64, 'base64'), 'application/octet-stream');
    return null;
  }
}
