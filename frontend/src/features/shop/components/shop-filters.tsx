import { useId, useLayoutEffect, useRef } from 'react';
import { formatCoins } from '../../../components/coin-amount';
import {
  isRangeFixed,
  moveRangeThumb,
  PRICE_STEP,
  shopMessages,
  type PriceRange,
} from '../shop-filter-schema';

interface ShopFiltersProps {
  /** The catalog's price range; null until the first answer. */
  bounds: PriceRange | null;
  /** The catalog's categories; null until the first answer. */
  categories: string[] | null;
  /** Whether the first answer is on its way (skeletons) or failed (nothing to show yet). */
  loading: boolean;
  /** The range the sliders show (it follows the thumbs at once; requests wait for a pause). */
  price: PriceRange | null;
  selectedCategories: string[];
  onPriceChange: (range: PriceRange) => void;
  onCategoriesChange: (categories: string[]) => void;
  onClear: () => void;
  canClear: boolean;
}

/** The shop's sidebar: price range (two thumbs PRICE_GAP apart) and category checkboxes. */
export function ShopFilters({
  bounds,
  categories,
  loading,
  price,
  selectedCategories,
  onPriceChange,
  onCategoriesChange,
  onClear,
  canClear,
}: ShopFiltersProps) {
  const toggle = (name: string, checked: boolean) =>
    onCategoriesChange(
      checked ? [...selectedCategories, name] : selectedCategories.filter((item) => item !== name),
    );

  return (
    <div className="shop-filters">
      <fieldset className="shop-filters__group">
        <legend className="shop-filters__legend">Price range</legend>
        {bounds ? (
          <PriceSlider bounds={bounds} range={price ?? bounds} onChange={onPriceChange} />
        ) : loading ? (
          <span className="skeleton shop-filters__skeleton-slider" aria-hidden="true" />
        ) : null}
      </fieldset>

      <fieldset className="shop-filters__group">
        <legend className="shop-filters__legend">Categories</legend>
        {categories === null ? (
          loading ? (
            <div aria-hidden="true" className="shop-filters__skeleton-list">
              {Array.from({ length: 5 }, (_, index) => (
                <span key={index} className="skeleton shop-filters__skeleton-row" />
              ))}
            </div>
          ) : null
        ) : categories.length === 0 ? (
          <p className="shop-filters__empty">{shopMessages.noCategory}</p>
        ) : (
          <ul className="shop-filters__categories">
            {categories.map((name) => (
              <li key={name}>
                <label className="shop-filters__check">
                  <input
                    type="checkbox"
                    checked={selectedCategories.includes(name)}
                    onChange={(event) => toggle(name, event.target.checked)}
                  />
                  <span>{name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <button
        type="button"
        className="btn btn--secondary btn--small shop-filters__clear"
        onClick={onClear}
        disabled={!canClear}
      >
        Clear filters
      </button>
    </div>
  );
}

interface PriceSliderProps {
  bounds: PriceRange;
  range: PriceRange;
  onChange: (range: PriceRange) => void;
}

function PriceSlider({ bounds, range, onChange }: PriceSliderProps) {
  const outputId = useId();
  const fixed = isRangeFixed(bounds);
  const span = Math.max(1, bounds.max - bounds.min);
  const shown = {
    min: Math.min(Math.max(range.min, bounds.min), bounds.max),
    max: Math.max(Math.min(range.max, bounds.max), bounds.min),
  };
  // The filled part of the track between the two thumbs, set through the CSSOM: the server
  // renders the shop, and the pages' CSP refuses a style attribute in its markup (until then the
  // CSS's own default, the whole range, is what a first visit shows anyway).
  const track = useRef<HTMLDivElement>(null);
  const from = `${((shown.min - bounds.min) / span) * 100}%`;
  const to = `${((shown.max - bounds.min) / span) * 100}%`;
  useLayoutEffect(() => {
    track.current?.style.setProperty('--range-from', from);
    track.current?.style.setProperty('--range-to', to);
  }, [from, to]);

  const thumb = (which: 'min' | 'max', label: string) => (
    <input
      type="range"
      className={`price-slider__input price-slider__input--${which}`}
      aria-label={label}
      aria-describedby={outputId}
      aria-valuetext={`${formatCoins(shown[which])} coins`}
      min={bounds.min}
      max={bounds.max}
      step={PRICE_STEP}
      value={shown[which]}
      disabled={fixed}
      onChange={(event) =>
        onChange(moveRangeThumb(shown, which, Number(event.target.value), bounds))
      }
    />
  );

  return (
    <div className="price-slider">
      <p id={outputId} className="price-slider__values tabular">
        {formatCoins(shown.min)} – {formatCoins(shown.max)} coins
      </p>
      <div ref={track} className="price-slider__track">
        {thumb('min', 'Minimum price')}
        {thumb('max', 'Maximum price')}
      </div>
    </div>
  );
}
