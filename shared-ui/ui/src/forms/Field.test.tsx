// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, FormField, SelectField } from './Field.tsx';

afterEach(cleanup);

const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the form field', () => {
  it('names its control by the label alone, marks it required and says nothing more while valid', () => {
    render(<FormField label="Email" required type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('required')).toBe(false);
    const marker = screen.getByText('*');
    expect(marker.getAttribute('aria-hidden')).toBe('true');
    expect(marker.closest('label')).toBeNull();
    expect(document.querySelector('label')?.textContent).toBe('Email');
  });

  it('ties the hint and then the error to the control, and announces the error politely', () => {
    render(<FormField label="Reference" hint="On your acknowledgement" error="Reference is required" />);
    const input = screen.getByLabelText('Reference');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(description(input)).toBe('On your acknowledgement Reference is required');
    expect(screen.getByText('Reference is required').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('gives the control the id the form asks for, and makes a checked-at-once error an alert', () => {
    render(
      <Field id="research-document" label="Supporting document" alertError error="Only PDF files are allowed.">
        {(control) => <input {...control} type="file" />}
      </Field>,
    );
    const input = screen.getByLabelText('Supporting document');
    expect(input.id).toBe('research-document');
    expect(screen.getByRole('alert').id).toBe('research-document-error');
    expect(description(input)).toBe('Only PDF files are allowed.');
  });

  it('wires a textarea, a select and a control beside the main one the same way', () => {
    render(
      <>
        <Field label="Note" error="Too long">
          {(control) => <textarea {...control} />}
        </Field>
        <SelectField label="Quota" required options={[{ value: '', label: 'Select Quota' }, 'Convener']} addon={<button type="button">Help</button>} />
      </>,
    );
    expect(description(screen.getByLabelText('Note'))).toBe('Too long');
    const select = screen.getByLabelText('Quota') as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Select Quota'],
      ['Convener', 'Convener'],
    ]);
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.parentElement?.querySelector('button')?.textContent).toBe('Help');
  });
});
