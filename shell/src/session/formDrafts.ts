// What a person was typing when an idle session ended, kept on this browser for their own next sign-in
// only (the key names the account), and for a day at most.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type SavedField = { key: string; value: string } | { key: string; checked: boolean };
interface Draft {
  path: string;
  savedAt: number;
  fields: SavedField[];
}

export const DRAFT_TTL_MS = 24 * 60 * 60_000;
const NOT_KEPT = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);
const draftKey = (user: { type: string; id: number | string }) => `college.draft.${user.type}.${user.id}`;

function fieldsOf(root: ParentNode): Map<string, Field> {
  const fields = new Map<string, Field>();
  root.querySelectorAll('main form, dialog form, [role="dialog"] form').forEach((form, formIndex) => {
    form.querySelectorAll<Field>('input, textarea, select').forEach((field, fieldIndex) => {
      if (field instanceof HTMLInputElement && NOT_KEPT.has(field.type)) return;
      if (field.disabled || ('readOnly' in field && field.readOnly) || field.closest('[data-no-draft]')) return;
      fields.set(`${formIndex}:${field.name || field.id || `#${fieldIndex}`}`, field);
    });
  });
  return fields;
}

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Keeps the page's form fields for `user`; false when there was nothing typed to keep. */
export function saveDraft(user: { type: string; id: number | string }, path: string, root: ParentNode = document, now = Date.now()): boolean {
  const fields: SavedField[] = [];
  for (const [key, field] of fieldsOf(root)) {
    if (isToggle(field)) fields.push({ key, checked: field.checked });
    else if (field.value !== '') fields.push({ key, value: field.value });
  }
  if (!fields.some((field) => 'value' in field)) return false;
  try {
    localStorage.setItem(draftKey(user), JSON.stringify({ path, savedAt: now, fields } satisfies Draft));
    return true;
  } catch {
    return false;
  }
}

/** The person's kept draft for this page, if any and not too old. */
export function draftFor(user: { type: string; id: number | string }, path: string, now = Date.now()): Draft | null {
  try {
    const raw = localStorage.getItem(draftKey(user));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    if (draft && now - draft.savedAt > DRAFT_TTL_MS) localStorage.removeItem(draftKey(user));
    else if (draft?.path === path) return draft;
  } catch {
    // unreadable: nothing to restore
  }
  return null;
}

export function forgetDraft(user: { type: string; id: number | string }): void {
  try {
    localStorage.removeItem(draftKey(user));
  } catch {
    // nothing kept
  }
}

/** React keeps form state itself: set the value the way typing does, so the page's state follows. */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Puts a draft back into the page's fields; the number of fields whose value it changed. */
export function applyDraft(draft: Draft, root: ParentNode = document): number {
  const fields = fieldsOf(root);
  let changed = 0;
  for (const saved of draft.fields) {
    const field = fields.get(saved.key);
    if (!field) continue;
    if ('checked' in saved) {
      if (isToggle(field) && field.checked !== saved.checked) {
        field.click();
        changed++;
      }
    } else if (field.value !== saved.value) {
      typeInto(field, saved.value);
      changed++;
    }
  }
  return changed;
}

/** Whether the page shows any of the draft's fields yet (portal pages render after their code loads). */
export const draftFieldsShown = (draft: Draft, root: ParentNode = document) => {
  const fields = fieldsOf(root);
  return draft.fields.some((saved) => fields.has(saved.key));
};
