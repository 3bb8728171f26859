import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FacilityGallery } from './FacilityGallery.tsx';

afterEach(cleanup);

const images = () => within(screen.getByRole('region', { name: 'Facility Gallery' })).getAllByRole('img');
const button = (name: string) => screen.getByRole('button', { name });

describe('FacilityGallery', () => {
  it('shows 4, adds 4 per Show More, and returns to 4 on Show Less and on filter change', () => {
    render(<FacilityGallery />);
    expect(images()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show Less' })).toBeNull();
    fireEvent.click(button('Show More'));
    expect(images()).toHaveLength(8);
    fireEvent.click(button('Show More'));
    fireEvent.click(button('Show More'));
    expect(images()).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    fireEvent.click(button('Show Less'));
    expect(images()).toHaveLength(4);
    fireEvent.click(button('Show More'));
    fireEvent.click(button('Library'));
    expect(button('Library').getAttribute('aria-pressed')).toBe('true');
    expect(images()).toHaveLength(3);
    fireEvent.click(button('All Facilities'));
    expect(images()).toHaveLength(4);
  });

  it('keeps the focus on the other button when the pressed one disappears', () => {
    render(<FacilityGallery />);
    button('Show More').focus();
    fireEvent.click(button('Show More'));
    fireEvent.click(button('Show More'));
    expect(document.activeElement).toBe(button('Show More'));
    fireEvent.click(button('Show More'));
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    expect(document.activeElement).toBe(button('Show Less'));
    fireEvent.click(button('Show Less'));
    expect(screen.queryByRole('button', { name: 'Show Less' })).toBeNull();
    expect(document.activeElement).toBe(button('Show More'));
  });
});
