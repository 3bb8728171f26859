import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { examsFaq } from '../content.ts';
import { ExamsFaq } from './ExamsFaq.tsx';

afterEach(cleanup);

describe('ExamsFaq', () => {
  it('has 7 questions as closed disclosures of one name, so the browser keeps at most one open', () => {
    render(<ExamsFaq items={examsFaq} />);
    const entries = screen.getAllByRole('group');
    expect(entries).toHaveLength(7);
    expect(new Set(entries.map((entry) => entry.getAttribute('name')))).toEqual(new Set(['exams-faq']));
    expect(entries.filter((entry) => entry.hasAttribute('open'))).toHaveLength(0);
    expect(entries.map((entry) => entry.querySelector('summary')?.textContent)).toEqual(examsFaq.map((item) => item.question));
  });
});
