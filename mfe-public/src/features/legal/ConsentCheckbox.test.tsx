import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' });

describe('ConsentCheckbox', () => {
  it('saves the consent and restores it on the next load', () => {
    render(<ConsentCheckbox label="I agree" storageKey="privacyPolicyConsent" savedText="saved" />);
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    expect(localStorage.getItem('privacyPolicyConsent')).toBe('true');
    cleanup();
    render(<ConsentCheckbox label="I agree" storageKey="privacyPolicyConsent" savedText="saved" />);
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    expect(localStorage.getItem('privacyPolicyConsent')).toBeNull();
  });
});
