import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FourDotLoader } from '../../src/ui/FourDotLoader';

describe('the four-dot loader', () => {
  it('is a status with a readable label and four dots', () => {
    render(<FourDotLoader label="Loading the lessons" />);
    const loader = screen.getByRole('status', { name: 'Loading the lessons' });
    expect(loader.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(4);
  });

  it('takes the chosen colour', () => {
    render(<FourDotLoader color="#ff6600" />);
    expect(screen.getByRole('status', { name: 'Loading' }).style.getPropertyValue('--four-dot-color')).toBe(
      '#ff6600',
    );
  });
});
