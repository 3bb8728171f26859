import { beforeEach, describe, expect, it } from 'vitest';
import { applyDraft, DRAFT_TTL_MS, draftFor, saveDraft } from './formDrafts.ts';

const faculty = { type: 'faculty', id: 4 };
const otherFaculty = { type: 'faculty', id: 5 };

function page() {
  document.body.innerHTML = `
    <main><form>
      <input name="specialization" value="">
      <textarea id="about"></textarea>
      <input name="password" type="password">
      <input name="agree" type="checkbox">
      <select name="gender"><option value="">-</option><option value="Female">Female</option></select>
    </form></main>`;
  const field = <T extends Element>(selector: string) => document.querySelector(selector) as unknown as T;
  return {
    specialization: field<HTMLInputElement>('[name=specialization]'),
    about: field<HTMLTextAreaElement>('#about'),
    password: field<HTMLInputElement>('[name=password]'),
    agree: field<HTMLInputElement>('[name=agree]'),
    gender: field<HTMLSelectElement>('[name=gender]'),
  };
}

describe('drafts kept when an idle session ends', () => {
  beforeEach(() => localStorage.clear());

  it('come back for the same person on the same page, passwords never kept', () => {
    const before = page();
    before.specialization.value = 'Sports Physiotherapy';
    before.about.value = 'Half-written paragraph';
    before.password.value = 'Secret@12345';
    before.agree.checked = true;
    before.gender.value = 'Female';
    expect(saveDraft(faculty, '/faculty-dashboard/4')).toBe(true);
    expect(JSON.stringify(localStorage)).not.toContain('Secret@12345');

    const after = page();
    const draft = draftFor(faculty, '/faculty-dashboard/4');
    expect(draft).not.toBeNull();
    const typed: string[] = [];
    document.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
    expect(applyDraft(draft as NonNullable<typeof draft>)).toBe(4);
    expect(after.specialization.value).toBe('Sports Physiotherapy');
    expect(after.about.value).toBe('Half-written paragraph');
    expect(after.agree.checked).toBe(true);
    expect(after.gender.value).toBe('Female');
    expect(after.password.value).toBe('');
    // set the way typing sets it, so React's state follows
    expect(typed).toContain('Sports Physiotherapy');
  });

  it("are never another person's, another page's, or older than a day", () => {
    const fields = page();
    fields.specialization.value = 'Neurology';
    const savedAt = Date.now();
    saveDraft(faculty, '/faculty-dashboard/4', document, savedAt);
    expect(draftFor(otherFaculty, '/faculty-dashboard/4')).toBeNull();
    expect(draftFor({ type: 'student', id: 4 }, '/faculty-dashboard/4')).toBeNull();
    expect(draftFor(faculty, '/faculty-dashboard/4/subjects/1')).toBeNull();
    expect(draftFor(faculty, '/faculty-dashboard/4', savedAt + DRAFT_TTL_MS + 1)).toBeNull();
    // and a stale one is gone for good
    expect(draftFor(faculty, '/faculty-dashboard/4', savedAt)).toBeNull();
  });

  it('are not written when nothing was typed', () => {
    page();
    expect(saveDraft(faculty, '/faculty-dashboard/4')).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
