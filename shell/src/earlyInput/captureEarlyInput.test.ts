import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInput } from './captureEarlyInput.ts';

// A prerendered page in miniature: the chrome's menu button, and a page part with a button, a form and a
// radio group. The listeners on the root stand for React's, which see only what reaches them.
function page() {
  document.documentElement.setAttribute('data-prerendered', '');
  document.body.innerHTML = `
    <div id="root">
      <header><button type="button" id="menu">Menu</button></header>
      <main id="main">
        <button type="button" id="more">Show More</button>
        <form id="form"><input id="name" name="name" />
          <input type="radio" name="year" id="first" value="1" /><input type="radio" name="year" id="second" value="2" />
          <button id="send">Send</button></form>
      </main>
    </div>`;
  const root = document.getElementById('root') as HTMLElement;
  const seen: string[] = [];
  root.addEventListener('click', (event) => seen.push(`click ${(event.target as HTMLElement).id}`));
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push(`submit ${(event.target as HTMLElement).id}`);
  });
  root.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { seen, byId };
}

const live = async (attribute: 'data-chrome-live' | 'data-app-started') => {
  document.documentElement.setAttribute(attribute, '');
  await vi.runAllTimersAsync();
};

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  // each test's page ends live, so its capture lets go of the document
  await live('data-app-started');
  vi.useRealTimers();
  for (const name of ['data-prerendered', 'data-chrome-live', 'data-app-started']) document.documentElement.removeAttribute(name);
});

describe('what a visitor does before the app has started', () => {
  it('holds a click until its part of the page is live, then makes it once', async () => {
    const { seen, byId } = page();
    captureEarlyInput(document);
    byId('menu').click();
    byId('more').click();
    expect(seen).toEqual([]);
    await live('data-chrome-live');
    expect(seen).toEqual(['click menu']);
    await live('data-app-started');
    expect(seen).toEqual(['click menu', 'click more']);
  });

  it('lets clicks through once their part is live', async () => {
    const { seen, byId } = page();
    captureEarlyInput(document);
    await live('data-chrome-live');
    byId('menu').click();
    expect(seen).toEqual(['click menu']);
  });

  it("holds a form's submission, pressed twice, and makes it once, after the typed text has been handed over", async () => {
    const { seen, byId } = page();
    captureEarlyInput(document);
    const name = byId<HTMLInputElement>('name');
    name.value = 'Asha';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    seen.length = 0;
    const form = byId<HTMLFormElement>('form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    await live('data-app-started');
    expect(seen).toEqual(['input Asha', 'submit form']);
    expect(name.value).toBe('Asha');
  });

  it('hands over only the last choice of a radio group', async () => {
    const { byId } = page();
    captureEarlyInput(document);
    const first = byId<HTMLInputElement>('first');
    const second = byId<HTMLInputElement>('second');
    const handed: string[] = [];
    document.getElementById('root')?.addEventListener('click', (event) => {
      if (event.target instanceof HTMLInputElement) handed.push(`${event.target.id} ${event.target.checked}`);
    });
    first.checked = true;
    first.dispatchEvent(new Event('change', { bubbles: true }));
    second.checked = true;
    second.dispatchEvent(new Event('change', { bubbles: true }));
    await live('data-app-started');
    expect(handed).toEqual(['second true']);
    expect(second.checked).toBe(true);
  });

  it('does nothing on a page that was not prerendered', async () => {
    const { seen, byId } = page();
    document.documentElement.removeAttribute('data-prerendered');
    captureEarlyInput(document);
    byId('more').click();
    expect(seen).toEqual(['click more']);
  });
});
