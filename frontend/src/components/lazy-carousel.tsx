import { lazy, Suspense, type ComponentProps } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
// With the page's own CSS, not the lazy chunk's: a stylesheet added while the page runs restyles
// and lays out the whole page again (carousel.tsx imports it too, for where it is used alone).
import './carousel.css';

const Carousel = lazy(() => import('./carousel'));

type LazyCarouselProps = Omit<ComponentProps<typeof Carousel>, 'slides'> & {
  /** Sizes both the placeholder and the carousel, so nothing shifts when embla arrives. */
  className: string;
  /** Undefined while they load: the placeholder stays. */
  slides: ComponentProps<typeof Carousel>['slides'] | undefined;
};

/** Carousel whose code (embla) loads and mounts as it nears the viewport. */
export function LazyCarousel({ className, slides, ...rest }: LazyCarouselProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div className="skeleton skeleton--still carousel-placeholder" aria-hidden="true" />
  );
  return (
    <div className={className} ref={ref}>
      {near && slides ? (
        <Suspense fallback={placeholder}>
          <Carousel {...rest} slides={slides} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
