import { formatPercent } from '@credence/engine';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Label, Meter } from 'react-aria-components';
import { classNames } from '../Box/Box';
import * as bar from '../InferenceStrengthBar/InferenceStrengthBar.css';
import { visuallyHidden } from '../theme/shared.css';
import { fillColour } from './CredenceMeter.css';

/** Props of {@link CredenceMeter}. */
export interface CredenceMeterProps {
  /** What the credence is in, e.g. `'Your credence'`; the meter's accessible name. */
  label: ReactNode;
  /** Hide the label visually (it stays for assistive technology). */
  hideLabel?: boolean;
  /** The credence, 0..1 (clamped). */
  value: number;
  /** Extra class names. */
  className?: string;
}

/**
 * A credence shown, not edited: a meter from 0 to 1 with its whole percentage
 * (`formatPercent`), in the probability slider's look — for read-only views of an evaluation.
 */
export function CredenceMeter({ label, hideLabel = false, value, className }: CredenceMeterProps) {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));
  const text = formatPercent(clamped);
  return (
    <Meter
      className={classNames(bar.root, className)}
      value={clamped * 100}
      minValue={0}
      maxValue={100}
      valueLabel={text}
    >
      <Label className={hideLabel ? visuallyHidden : bar.label}>{label}</Label>
      <span className={bar.value}>{text}</span>
      <div className={bar.track}>
        <div
          className={classNames(bar.fill, fillColour)}
          style={assignInlineVars({ [bar.fillWidth]: `${clamped * 100}%` })}
        />
      </div>
    </Meter>
  );
}
