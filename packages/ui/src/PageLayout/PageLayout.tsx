import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Column, Columns } from '../Columns/Columns';
import { PageBlock } from '../PageBlock/PageBlock';
import * as styles from './PageLayout.css';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** The start of the header bar: the product's name or logo, linking home. */
  header?: ReactNode;
  /** Navigation links (and e.g. the user menu, the theme switch) at the end of the header bar. */
  nav?: ReactNode;
  /** The navigation landmark's name; default `'Main'`. */
  navLabel?: string;
  /** The page's footer; pushed to the bottom of a short page. */
  footer?: ReactNode;
  /** The main content: usually `PageBlock`s. */
  children?: ReactNode;
  /** The id of `<main>`, the skip link's target; default `'main'`. */
  mainId?: string;
  /** The skip link's text; default `'Skip to content'`. */
  skipLinkLabel?: string;
  /** How wide the header bar's content gets; default `'large'`. */
  headerWidth?: 'small' | 'medium' | 'large' | 'full';
}

/**
 * The app shell: a skip link, a `<header>` bar (`header` at its start, `nav` in a `<nav>` at its
 * end), `<main>` and an optional `<footer>`, at least the height of the screen. It carries the
 * landmarks; a page fills `<main>` with PageBlocks and gives itself one `<h1>`.
 */
export function PageLayout({
  header,
  nav,
  navLabel = 'Main',
  footer,
  children,
  mainId = 'main',
  skipLinkLabel = 'Skip to content',
  headerWidth = 'large',
}: PageLayoutProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      minHeight="viewport"
      background="body"
      color="neutral"
      fontFamily="body"
    >
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      {header !== undefined || nav !== undefined ? (
        <Box component="header" borderBottom="standard" background="surface" paddingY="small">
          <PageBlock width={headerWidth}>
            <Columns space="medium" alignY="center" collapseBelow="tablet">
              <Column>{header}</Column>
              {nav !== undefined ? (
                <Column width="content">
                  <nav aria-label={navLabel}>{nav}</nav>
                </Column>
              ) : null}
            </Columns>
          </PageBlock>
        </Box>
      ) : null}
      <Box
        component="main"
        id={mainId}
        tabIndex={-1}
        flexGrow={1}
        paddingY={{ mobile: 'large', tablet: 'xlarge' }}
        className={styles.main}
      >
        {children}
      </Box>
      {footer !== undefined ? (
        <Box component="footer" borderTop="standard" background="surface" paddingY="medium">
          {footer}
        </Box>
      ) : null}
    </Box>
  );
}
