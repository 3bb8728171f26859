import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilePicture } from './ProfilePicture.tsx';

afterEach(cleanup);

describe('ProfilePicture', () => {
  it('loads the picture from the uploads path of the configured API', () => {
    render(<ProfilePicture file="ravi 1.webp" name="Ravi Kumar" />);
    expect(screen.getByRole('img', { name: 'Ravi Kumar' }).getAttribute('src')).toBe('/api/uploads/ravi%201.webp');
  });

  it('falls back to initials when the picture fails to load', () => {
    render(<ProfilePicture file="missing.webp" name="Ravi Kumar" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ravi Kumar' }));
    expect(screen.getByRole('img', { name: 'Ravi Kumar (initials)' }).textContent).toBe('RK');
  });
});
