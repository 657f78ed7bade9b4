import {
  formatPercent,
  roundToWholePercent,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
} from '@credence/engine';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { base as reset } from '../theme/reset.css';
import * as styles from './ProbabilitySlider.css';

/** Props of {@link ProbabilitySlider}. */
export interface ProbabilitySliderProps {
  /** The visible label, e.g. `'If all premises are true'`. */
  label: string;
  /** The probability (controlled), 0..1. */
  value?: number;
  /** The starting probability when uncontrolled, 0..1; default 0.5. */
  defaultValue?: number;
  /** Called on every change while dragging or on each key press. */
  onChange?: (value: number) => void;
  /** Called once the user lets go (pointer up, or after a key press): commit here. */
  onChangeEnd?: (value: number) => void;
  /** Disabled: not focusable, cannot change. */
  isDisabled?: boolean;
  /**
   * A plain-language sentence for the current value, shown under the slider and used as its
   * description, e.g. engine's `forwardInfluenceWording`.
   */
  describe?: (value: number) => string;
  /** Labels spread under the track from 0 to 1, e.g. `['Reject', 'Certain']`. */
  scaleLabels?: readonly string[];
  /** Extra class names. */
  className?: string;
}

/**
 * A probability slider on react-aria's `Slider`: 0 to 1 in steps of `SLIDER_STEP` (0.01), shown
 * as a whole percentage (`formatPercent`). Arrow keys move by one step, Page Up/Down by ten.
 */
export function ProbabilitySlider({
  label,
  value,
  defaultValue = 0.5,
  onChange,
  onChangeEnd,
  isDisabled = false,
  describe,
  scaleLabels,
  className,
}: ProbabilitySliderProps) {
  const descriptionId = useId();
  const classes = [styles.root, className].filter(Boolean).join(' ');
  return (
    <Slider<number>
      className={classes}
      minValue={SLIDER_MIN}
      maxValue={SLIDER_MAX}
      step={SLIDER_STEP}
      // A computed value (P(C) = 0.375) goes on the grid as its shown percentage does (38 %):
      // react-aria would snap it to 0.37 and the slider would say 37 % beside 'P(C) = 38 %'.
      value={value === undefined ? undefined : roundToWholePercent(value)}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={onChange}
      onChangeEnd={onChangeEnd}
      isDisabled={isDisabled}
      formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
      aria-describedby={describe ? descriptionId : undefined}
    >
      {({ state }) => {
        const current = state.getThumbValue(0);
        return (
          <>
            <Label className={styles.label}>{label}</Label>
            <SliderOutput className={styles.output}>{formatPercent(current)}</SliderOutput>
            <SliderTrack className={`${styles.fullRow} ${styles.track()}`}>
              <div
                className={styles.fill}
                style={assignInlineVars({ [styles.fillWidth]: `${current * 100}%` })}
              />
              <SliderThumb className={styles.thumb()} />
            </SliderTrack>
            {scaleLabels && scaleLabels.length > 0 ? (
              <div className={styles.scale} aria-hidden="true">
                {scaleLabels.map((scaleLabel) => (
                  <span key={scaleLabel}>{scaleLabel}</span>
                ))}
              </div>
            ) : null}
            {describe ? (
              <p id={descriptionId} className={`${reset} ${styles.description}`}>
                {describe(current)}
              </p>
            ) : null}
          </>
        );
      }}
    </Slider>
  );
}
