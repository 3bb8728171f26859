import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { examsFaq } from '../content.ts';
import { ExamsFaq } from './ExamsFaq.tsx';

afterEach(cleanup);
const expanded = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true');

describe('ExamsFaq', () => {
  it('has 7 questions, opens at most one, and closes the open one on click', () => {
    render(<ExamsFaq items={examsFaq} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(7);
    expect(expanded()).toHaveLength(0);
    fireEvent.click(buttons[0]!);
    expect(expanded()).toEqual([buttons[0]]);
    fireEvent.click(buttons[3]!);
    expect(expanded()).toEqual([buttons[3]]);
    expect(screen.getByText(examsFaq[3]!.answer)).toBeTruthy();
    fireEvent.click(buttons[3]!);
    expect(expanded()).toHaveLength(0);
  });
});
