import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The panel: the ten sections stacked, on the surface colour. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge });

/** A section's heading sits above its card of facts. */
export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeStandard });

/** A sub-heading inside a section. */
export const subTitle = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightStrong,
});

/** Numbers and keys in monospace, so the columns line up. */
export const mono = style({ fontFamily: vars.font.monoFamily });

/** A flagged value: a stored vs calculated mismatch or a derivation that could not be made. */
export const flag = style({ color: vars.color.critical, fontWeight: vars.font.weightStrong });

/** Truth-table rows: key, P(row), P(C|row). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
  fontVariantNumeric: 'tabular-nums',
});
