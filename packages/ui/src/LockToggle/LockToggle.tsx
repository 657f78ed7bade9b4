import { ToggleButton } from 'react-aria-components';
import { classNames } from '../Box/Box';
import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { iconSize, visuallyHidden } from '../theme/shared.css';

/** Props of {@link LockToggle}. */
export interface LockToggleProps {
  /** Locked (controlled). */
  isLocked?: boolean;
  /** Locked at first when uncontrolled; default false. */
  defaultLocked?: boolean;
  /** Called with the new locked state. */
  onChange?: (isLocked: boolean) => void;
  /** Disabled: not focusable, cannot change. */
  isDisabled?: boolean;
  /** Extra class names. */
  className?: string;
}

function PadlockIcon({ open }: { open: boolean }) {
  return (
    <svg className={iconSize.standard} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="5" y="11" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="2" />
      <path
        d={open ? 'M8 11V7a4 4 0 0 1 7.5-2' : 'M8 11V7a4 4 0 0 1 8 0v4'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A lock toggle on react-aria's `ToggleButton`: `aria-pressed` is the locked state and the
 * accessible name is the action it offers, `'Lock'` when unlocked and `'Unlock'` when locked.
 */
export function LockToggle({
  isLocked,
  defaultLocked = false,
  onChange,
  isDisabled = false,
  className,
}: LockToggleProps) {
  return (
    <ToggleButton
      className={classNames(choice({ size: 'icon' }), className)}
      isSelected={isLocked}
      defaultSelected={isLocked === undefined ? defaultLocked : undefined}
      onChange={onChange}
      isDisabled={isDisabled}
    >
      {({ isSelected }) => (
        <>
          <PadlockIcon open={!isSelected} />
          <span className={visuallyHidden}>{isSelected ? 'Unlock' : 'Lock'}</span>
        </>
      )}
    </ToggleButton>
  );
}
