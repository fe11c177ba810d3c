import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Gallery } from './blocks/Basic';
import { LogoScroller } from './blocks/Scrollers';
import { Media } from './Media';
import { Picture } from './Picture';

describe('content images', () => {
  it('take the alt text the answer brings from the media library', () => {
    render(<Picture image={{ id: 4, version: 2, extension: 'jpg', alt: 'Gaststube mit Kachelofen' }} size="small" />);

    const image = screen.getByRole('img', { name: 'Gaststube mit Kachelofen' });
    expect(image).toHaveAttribute('alt', 'Gaststube mit Kachelofen');
    expect(image).toHaveAttribute('src', '/image/small/4-2.jpg');
  });

  it('are decorative (alt "") when the library has no alt text', () => {
    const { container } = render(<Picture image={{ id: 5, version: 1, extension: 'png', alt: '' }} />);

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keep each alt text in a gallery, the mashup medium and a logo band', () => {
    render(
      <>
        <Gallery
          first={false}
          block={{
            type: 'gallery',
            images: [
              { id: 1, version: 1, extension: 'jpg', alt: 'Terrasse im Sommer' },
              { id: 2, version: 1, extension: 'jpg', alt: '' },
            ],
          }}
        />
        <Media media={{ type: 'image', image: { id: 3, version: 1, extension: 'webp', alt: 'Frisches Brot' } }} />
        <LogoScroller
          block={{
            type: 'logoScroller',
            categories: [
              { label: 'Partner', logos: [{ id: 6, version: 1, extension: 'png', alt: 'Obsthof Leitner' }] },
            ],
          }}
        />
      </>,
    );

    const gallery = screen.getByRole('list', { name: 'Bildergalerie' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Terrasse im Sommer']);
    expect(gallery.querySelectorAll('img')[1]).toHaveAttribute('alt', '');
    expect(screen.getByRole('img', { name: 'Frisches Brot' })).toHaveAttribute('src', '/image/medium/3-1.webp');
    const band = screen.getByRole('region', { name: 'Partner' });
    expect(within(band).getByRole('img', { name: 'Obsthof Leitner' })).toHaveAttribute('src', '/image/tiny/6-1.png');
  });
});
