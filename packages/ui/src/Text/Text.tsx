import type { ReactNode } from 'react';
import { Box, type ElementProps } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';

/** A text size from the theme. */
export type TextSize = 'xsmall' | 'small' | 'standard' | 'large';

/** A text colour by meaning: `secondary` is the muted one, `link` the brand's. */
export type TextTone = NonNullable<Sprinkles['color']>;

/** Props of {@link Text}. */
export interface TextProps extends ElementProps {
  /** Default `'standard'`. */
  size?: TextSize;
  /** Default `'regular'` (inherited). */
  weight?: 'regular' | 'strong';
  /** Default: the parent's colour. */
  tone?: TextTone;
  /** Default: the parent's alignment. */
  align?: Sprinkles['textAlign'];
  /** Monospace, for formulas and keys. */
  mono?: boolean;
  /** Figures of equal width, so numbers in a column line up. */
  tabularNumbers?: boolean;
  /** Break long words (URLs, formulas) anywhere rather than overflow. */
  breakWords?: boolean;
  /** Keep the text's line breaks (`preLine`) and spaces too (`preWrap`), or never wrap. */
  whiteSpace?: Sprinkles['whiteSpace'];
  /** The element; default `'span'`, shown as a block. */
  component?:
    | 'span'
    | 'p'
    | 'div'
    | 'strong'
    | 'em'
    | 'small'
    | 'label'
    | 'legend'
    | 'dt'
    | 'dd'
    | 'li'
    | 'code'
    | 'pre'
    | 'time'
    | 'output'
    | 'figcaption'
    | 'h2'
    | 'h3'
    | 'h4'
    | 'h5'
    | 'h6';
  /** A machine-readable date for `component="time"`. */
  dateTime?: string;
  children?: ReactNode;
}

/**
 * A block of text in one of the theme's sizes, weights and tones. Spacing between texts comes
 * from the parent (`Stack`, `Inline`), never from the text. For words inside a sentence, nest a
 * `Box component="span"` with the sprinkles you need.
 */
export function Text({
  size = 'standard',
  weight,
  tone,
  align,
  mono = false,
  tabularNumbers = false,
  breakWords = false,
  whiteSpace,
  component = 'span',
  ...props
}: TextProps) {
  return (
    <Box
      component={component}
      display="block"
      fontSize={size}
      fontWeight={weight}
      color={tone}
      textAlign={align}
      fontFamily={mono ? 'mono' : undefined}
      fontVariantNumeric={tabularNumbers ? 'tabular' : undefined}
      overflowWrap={breakWords ? 'anywhere' : undefined}
      whiteSpace={whiteSpace}
      {...props}
    />
  );
}
