import type { EventPhoto } from '@college/shared-ui';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & { photo: EventPhoto; width: number; alt: string };

/** A saved event photo at the width it is shown: the browser picks the smallest WebP file that fits. */
export function EventPhotoImage({ photo, width, alt, ...rest }: Props) {
  return <img src={photo.src} srcSet={photo.srcset.webp} sizes={`${width}px`} width={width} alt={alt} {...rest} />;
}
