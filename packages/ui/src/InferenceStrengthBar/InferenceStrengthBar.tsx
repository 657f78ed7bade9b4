import {
  formatPercent,
  type InferenceStrengthBandName,
  inferenceStrengthBand,
  inferenceStrengthPercent,
} from '@credence/engine';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Label,
  Meter,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { thumb } from '../ProbabilitySlider/ProbabilitySlider.css';
import * as styles from './InferenceStrengthBar.css';

/** Props of {@link InferenceStrengthBar}. */
export interface InferenceStrengthBarProps {
  /** The inference strength P(C|Premises), 0..1; below 0.5 shows as 0 %. */
  strength: number;
  /** Deductive arguments: the bar is locked at 100 % whatever `strength` is. */
  locked?: boolean;
  /** The visible label; default `'Inference strength'`. */
  label?: string;
  /**
   * Makes the bar a slider (same name, same 0..100 % scale): called with the new strength
   * (0.5..1) while it moves. Without it, or when `locked`, the bar is a read-only meter.
   */
  onChange?: (strength: number) => void;
  /** Extra class names. */
  className?: string;
}

/** What the bar shows for a strength: fill percentage (0..100) and colour band. */
export function inferenceStrengthDisplay(
  strength: number,
  locked = false,
): { percent: number; band: InferenceStrengthBandName } {
  const shown = locked ? 1 : strength;
  return { percent: inferenceStrengthPercent(shown), band: inferenceStrengthBand(shown) };
}

/** The strength a bar position (0..100 %) stands for: 0 % is 0.5 (no support), 100 % is 1. */
export function strengthAtPercent(percent: number): number {
  return 0.5 + Math.min(100, Math.max(0, percent)) / 200;
}

/**
 * The inference-strength bar: maps 0.5..1 to 0..100 % (50 % strength means no support),
 * coloured by band (`inferenceStrengthBand`); an accessible meter whose value text is the
 * whole percentage, or, with `onChange`, a slider of the same name on the same scale (arrow
 * keys move it by 1 %). `locked` (deductive) shows 100 % and never moves.
 */
export function InferenceStrengthBar({
  strength,
  locked = false,
  label = 'Inference strength',
  onChange,
  className,
}: InferenceStrengthBarProps) {
  const { percent, band } = inferenceStrengthDisplay(strength, locked);
  const text = formatPercent(percent / 100);
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const fill = (
    <div
      className={`${styles.fill} ${styles.band[band]}`}
      style={assignInlineVars({ [styles.fillWidth]: `${percent}%` })}
    />
  );
  if (onChange && !locked) {
    return (
      <Slider<number>
        className={classes}
        minValue={0}
        maxValue={100}
        step={1}
        value={percent}
        onChange={(next) => onChange(strengthAtPercent(next))}
        formatOptions={{ style: 'unit', unit: 'percent', maximumFractionDigits: 0 }}
        data-band={band}
      >
        <Label className={styles.label}>{label}</Label>
        <SliderOutput className={styles.value}>{text}</SliderOutput>
        <SliderTrack className={styles.sliderTrack}>
          {fill}
          <SliderThumb className={thumb()} />
        </SliderTrack>
      </Slider>
    );
  }
  return (
    <Meter
      className={classes}
      value={percent}
      minValue={0}
      maxValue={100}
      valueLabel={text}
      data-band={band}
      data-locked={locked || undefined}
    >
      <Label className={styles.label}>{label}</Label>
      <span className={styles.value}>{text}</span>
      <div className={styles.track}>{fill}</div>
    </Meter>
  );
}
