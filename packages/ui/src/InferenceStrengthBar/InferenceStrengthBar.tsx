import {
  formatPercent,
  type InferenceStrengthBandName,
  inferenceStrengthBand,
  inferenceStrengthPercent,
} from '@credence/engine';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Label, Meter } from 'react-aria-components';
import * as styles from './InferenceStrengthBar.css';

/** Props of {@link InferenceStrengthBar}. */
export interface InferenceStrengthBarProps {
  /** The inference strength P(C|Premises), 0..1; below 0.5 shows as 0 %. */
  strength: number;
  /** Deductive arguments: the bar is locked at 100 % whatever `strength` is. */
  locked?: boolean;
  /** The visible label; default `'Inference strength'`. */
  label?: string;
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

/**
 * The inference-strength bar: maps 0.5..1 to 0..100 % (50 % strength means no support),
 * coloured by band (`inferenceStrengthBand`); an accessible meter whose value text is the
 * whole percentage. `locked` (deductive) shows 100 %.
 */
export function InferenceStrengthBar({
  strength,
  locked = false,
  label = 'Inference strength',
  className,
}: InferenceStrengthBarProps) {
  const { percent, band } = inferenceStrengthDisplay(strength, locked);
  const text = formatPercent(percent / 100);
  const classes = [styles.root, className].filter(Boolean).join(' ');
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
      <div className={styles.track}>
        <div
          className={`${styles.fill} ${styles.band[band]}`}
          style={assignInlineVars({ [styles.fillWidth]: `${percent}%` })}
        />
      </div>
    </Meter>
  );
}
