/**
 * What a visitor does on a prerendered page before the app has started, kept and handed to the app once it
 * has. This runs inline in the page's <head> (the build writes `(captureEarlyInput)(document)` there, see
 * earlyInputScript.ts), so it is listening before the first paint; it must therefore be self-contained: no
 * imports, nothing from the module around it.
 *
 * A region of the page is live once React has hydrated it and committed: the chrome when the html element
 * gets `data-chrome-live`, everything (the page's own part, the <main>) when it gets `data-app-started`. Until
 * its region is live:
 * - a form's submission is held (the browser's own submission would reload the page and wipe what was
 *   typed) and made again, with the same submit button, once the form's region is live (once, however many
 *   times it was pressed);
 * - a click on a button (or an element with a button-like role) is clicked again once its region is live:
 *   before, no handler was there to see it. A held event goes no further than the document, so React, once
 *   listening, cannot also act on it (hydrating on the spot) and the click happen twice;
 * - what is typed, ticked or chosen stays in the fields (hydration keeps the nodes), but React's state does not
 *   know it: once live, each such field is handed to React as a change of its own. React notices a change by
 *   comparing the field's value with the one it last saw (a tracker it keeps on the element's own `value` or
 *   `checked` property); setting that property to something else first and the prototype's to the visitor's
 *   value makes React see the visitor's value as new. e2e (early-input.spec.ts) proves it with React's build.
 * Links need nothing: a link followed before the app runs is an ordinary page load.
 */
export function captureEarlyInput(doc: Document): void {
  const html = doc.documentElement;
  if (!html.hasAttribute('data-prerendered') || html.hasAttribute('data-app-started')) return;
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };
  const held: Held[] = [];
  const fields = new Map<Field, string | boolean>();

  const pageLive = () => html.hasAttribute('data-app-started');
  const chromeLive = () => html.hasAttribute('data-chrome-live');
  const isLive = (node: Element) => pageLive() || (chromeLive() && !node.closest('main'));
  const elementOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target : null);
  const isSubmitButton = (node: Element) =>
    (node instanceof HTMLButtonElement && node.type === 'submit' && node.form !== null) ||
    (node instanceof HTMLInputElement && (node.type === 'submit' || node.type === 'image'));
  const stateOf = (field: Field) => (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value);
  /** The same element after hydration, or, if React replaced it, the element now carrying its id. */
  const current = <T extends Element>(node: T): T | null => (node.isConnected ? node : node.id ? (doc.getElementById(node.id) as T | null) : null);

  const onClick = (event: Event) => {
    const target = elementOf(event.target)?.closest<HTMLElement>('button, [role="button"]:not([href]), [role="tab"], [role="switch"], [role="menuitem"]');
    // a submit button's click becomes a submit event, held below; a disabled one does nothing
    if (!target || isLive(target) || isSubmitButton(target) || (target instanceof HTMLButtonElement && target.disabled)) return;
    event.stopPropagation();
    held.push({ kind: 'click', target });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || isLive(form)) return;
    event.preventDefault();
    event.stopPropagation();
    // a form pressed twice before it is live is sent once
    const earlier = held.findIndex((item) => item.kind === 'submit' && item.form === form);
    if (earlier >= 0) held.splice(earlier, 1);
    held.push({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter });
  };
  const onField = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || isLive(field)) return;
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      for (const other of fields.keys()) if (other instanceof HTMLInputElement && other.type === 'radio' && other.name === field.name) fields.delete(other);
    }
    fields.set(field, stateOf(field));
  };

  /** Hands a field's value to React as a change (see above), keeping the caret where the visitor left it. */
  const handOver = (field: Field, value: string | boolean) => {
    if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    const focused = doc.activeElement === field;
    let caret: [number | null, number | null] = [null, null];
    try {
      caret = [(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd];
    } catch {
      // this kind of field has no caret
    }
    const prototype = Object.getPrototypeOf(field) as object;
    if (typeof value === 'boolean') {
      (field as HTMLInputElement).checked = !value;
      Object.getOwnPropertyDescriptor(prototype, 'checked')?.set?.call(field, value);
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      field.value = value === '' ? '0' : '';
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused && caret[0] !== null) {
      try {
        (field as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
      } catch {
        // as above
      }
    }
  };

  let replaying = false;
  const replay = () => {
    if (replaying) return;
    const live = [...fields].filter(([field]) => isLive(field));
    for (const [field] of live) fields.delete(field);
    for (const [field, value] of live) {
      const now = current(field);
      if (now) handOver(now, value);
    }
    const due = held.filter((item) => isLive(item.kind === 'click' ? item.target : item.form));
    if (due.length === 0) {
      finishIfDone();
      return;
    }
    for (const item of due) held.splice(held.indexOf(item), 1);
    replaying = true;
    // after React has rendered what the field changes set, so the handlers see the visitor's values
    setTimeout(() => {
      replaying = false;
      for (const item of due) {
        if (item.kind === 'click') current(item.target)?.click();
        else {
          const form = current(item.form);
          const submitter = item.submitter ? current(item.submitter) : null;
          form?.requestSubmit(submitter && submitter.closest('form') === form ? submitter : null);
        }
      }
      replay();
    }, 0);
  };

  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onField],
    ['change', onField],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  const watcher = new MutationObserver(replay);
  watcher.observe(html, { attributes: true, attributeFilter: ['data-chrome-live', 'data-app-started'] });
  function finishIfDone() {
    if (!pageLive() || held.length || fields.size) return;
    watcher.disconnect();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  }
}
