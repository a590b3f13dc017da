import type { ComponentProps } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import { Carousel } from './carousel';

type LazyCarouselProps = Omit<ComponentProps<typeof Carousel>, 'slides'> & {
  /** Sizes both the placeholder and the carousel, so nothing shifts when the slides come. */
  className: string;
  /** Undefined while they load: the placeholder stays. */
  slides: ComponentProps<typeof Carousel>['slides'] | undefined;
};

/** Carousel that mounts its slides as it nears the viewport (embla starts later: carousel.tsx). */
export function LazyCarousel({ className, slides, ...rest }: LazyCarouselProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div className={className} ref={ref}>
      {near && slides ? (
        <Carousel {...rest} slides={slides} />
      ) : (
        <div className="skeleton skeleton--still carousel-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
