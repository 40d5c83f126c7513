import type { ImageAsset } from '~/content/types';

interface ImgProps extends Omit<
  React.ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt'
> {
  image: ImageAsset;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  alt?: string;
}

/** An image with intrinsic width and height (no layout shift) and lazy loading below the fold. */
export function Img({ image, priority = false, alt, ...rest }: ImgProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
