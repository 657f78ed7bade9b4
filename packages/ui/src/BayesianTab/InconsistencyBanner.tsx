import type { BayesViolation } from '@credence/engine';
import { useId, useState } from 'react';
import * as styles from './BayesianTab.css';
import { BAYESIAN_TAB_TEXT as T } from './BayesianTab.text';
import { DisclosureButton } from './DisclosureButton';

/** Props of {@link InconsistencyBanner}. */
export interface InconsistencyBannerProps {
  /** The engine's Bayes-consistency violations (differences above 0.001 only). */
  violations: readonly BayesViolation[];
}

/**
 * The amber banner shown while the sliders disagree with Bayes' theorem: a status message,
 * 'System is auto-correcting to maintain coherence', an expandable Details list and
 * 'Total Violations'. Nothing when there are no violations.
 */
export function InconsistencyBanner({ violations }: InconsistencyBannerProps) {
  const [isExpanded, setExpanded] = useState(false);
  const detailsId = useId();
  if (violations.length === 0) return null;
  return (
    <div role="status" className={styles.banner}>
      <p className={styles.bannerTitle}>{`⚠ ${T.bannerTitle}`}</p>
      <p className={styles.paragraph}>{T.bannerAutoCorrect}</p>
      <div>
        <DisclosureButton
          inNotice
          isExpanded={isExpanded}
          controls={detailsId}
          onPress={() => setExpanded(!isExpanded)}
        >
          {T.details}
        </DisclosureButton>
      </div>
      {isExpanded ? (
        <ul id={detailsId} className={styles.violations}>
          {violations.map((violation) => (
            <li key={violation.premiseId}>{violation.message}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.paragraph}>{`${T.totalViolations}: ${violations.length}`}</p>
    </div>
  );
}
