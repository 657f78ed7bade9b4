import { formatPercent, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP } from '@credence/engine';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import * as styles from './CredenceRangeSlider.css';

/** A credence range: the lowest and highest value the user finds plausible. */
export type CredenceRangeValue = readonly [low: number, high: number];

/** Props of {@link CredenceRangeSlider}. */
export interface CredenceRangeSliderProps {
  /** The visible label, e.g. `'Confidence range of Premise 1'`. */
  label: string;
  /** The range (controlled), 0..1 each end. */
  value: CredenceRangeValue;
  /** Called on every change of either end. */
  onChange?: (value: CredenceRangeValue) => void;
  /** Called once the user lets go of a thumb (or after a key press). */
  onChangeEnd?: (value: CredenceRangeValue) => void;
  /** Disabled: not focusable, cannot change. */
  isDisabled?: boolean;
  /** Extra class names. */
  className?: string;
}

/**
 * A credence given as a range: react-aria's `Slider` with two thumbs ("lowest" and "highest"),
 * 0 to 1 in steps of 0.01, shown as whole percentages. The thumbs cannot cross.
 */
export function CredenceRangeSlider({
  label,
  value,
  onChange,
  onChangeEnd,
  isDisabled = false,
  className,
}: CredenceRangeSliderProps) {
  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <Slider<number[]>
      className={classes}
      minValue={SLIDER_MIN}
      maxValue={SLIDER_MAX}
      step={SLIDER_STEP}
      value={[value[0], value[1]]}
      onChange={(next) => onChange?.([next[0]!, next[1]!])}
      onChangeEnd={(next) => onChangeEnd?.([next[0]!, next[1]!])}
      isDisabled={isDisabled}
      formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
    >
      {({ state }) => {
        const low = state.getThumbValue(0);
        const high = state.getThumbValue(1);
        return (
          <>
            <Label className={styles.label}>{label}</Label>
            <SliderOutput className={styles.output}>
              {`${formatPercent(low)} – ${formatPercent(high)}`}
            </SliderOutput>
            <SliderTrack className={styles.track}>
              <div
                className={styles.fill}
                style={{ left: `${low * 100}%`, width: `${(high - low) * 100}%` }}
              />
              <SliderThumb index={0} aria-label="Lowest" className={styles.thumb} />
              <SliderThumb index={1} aria-label="Highest" className={styles.thumb} />
            </SliderTrack>
          </>
        );
      }}
    </Slider>
  );
}
