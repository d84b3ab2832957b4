import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KioskPhoto } from './KioskMenu.tsx';

afterEach(cleanup);

describe('a kiosk tile’s picture', () => {
  it('is the dish’s photo at the tile’s size, decorative', () => {
    const { container } = render(
      <KioskPhoto url="http://127.0.0.1/sandbox/img/menu/products/7.svg" width={240} height={160} />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://127.0.0.1/sandbox/img/menu/480x320/products/7.svg');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('is a plain neutral tile without a photo: no pictogram, no caption, hidden from screen readers', () => {
    const { container } = render(<KioskPhoto url={null} width={240} height={160} />);
    const tile = container.querySelector('.ks-photo-none');
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
    expect(tile?.childNodes).toHaveLength(0);
    expect(container.querySelector('img, svg')).toBeNull();
  });
});
