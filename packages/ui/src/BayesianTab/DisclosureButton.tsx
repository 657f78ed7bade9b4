import { Button as AriaButton } from 'react-aria-components';
import * as styles from './BayesianTab.css';

/** Props of {@link DisclosureButton}. */
export interface DisclosureButtonProps {
  /** The label (may change with `isExpanded`, e.g. Show Network / Hide Network). */
  children: string;
  isExpanded: boolean;
  /** The id of the region it shows and hides. */
  controls: string;
  onPress: () => void;
  /** Inside a notice (the amber banner): in the notice's text colour. */
  inNotice?: boolean;
}

/** A toggle announced as expanded or collapsed, pointing at the region it controls. */
export function DisclosureButton({
  children,
  isExpanded,
  controls,
  onPress,
  inNotice = false,
}: DisclosureButtonProps) {
  return (
    <AriaButton
      className={inNotice ? styles.noticeToggle : styles.toggle}
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? controls : undefined}
      onPress={onPress}
    >
      {children}
    </AriaButton>
  );
}
