import { type ReactNode, useEffect, useRef } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import * as styles from './Tabs.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** A stable id, used for `selectedKey`. */
  id: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown when the tab is selected. */
  content: ReactNode;
  /** Disabled: skipped by the arrow keys, cannot be selected. */
  isDisabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. `'Evaluation method'`. */
  label: string;
  /** The selected tab's id (controlled). */
  selectedKey?: string;
  /** The first selected tab's id when uncontrolled; default the first enabled tab. */
  defaultSelectedKey?: string;
  /** Called with the newly selected tab's id. */
  onSelectionChange?: (id: string) => void;
  /** Extra class names. */
  className?: string;
}

/**
 * Scrolls the tab list sideways, and only sideways, so its selected tab is wholly in view (on a
 * phone the tabs do not fit; a tab chosen elsewhere, or reached with the arrows, must show).
 */
function revealSelectedTab(list: HTMLElement | null): void {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!list || !tab) return;
  const bounds = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < bounds.left) list.scrollLeft -= bounds.left - box.left;
  else if (box.right > bounds.right) list.scrollLeft += box.right - bounds.right;
}

/**
 * Tabs on react-aria's `Tabs`: Left/Right arrows move between tabs and select them, Home/End go
 * to the ends, Tab moves into the panel. When the tabs are wider than their row (a phone), the
 * row scrolls sideways and keeps the selected tab in view.
 */
export function Tabs({
  items,
  label,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
}: TabsProps) {
  const classes = [styles.tabs, className].filter(Boolean).join(' ');
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  const listRef = useRef<HTMLDivElement>(null);
  // react-aria renders the tabs after the list and changes `aria-selected` in place; watching the
  // list catches the first tabs, every selection (by prop, click or arrow) and a resized screen.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reveal = () => revealSelectedTab(list);
    reveal();
    const mutations = new MutationObserver(reveal);
    mutations.observe(list, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    const resizes = new ResizeObserver(reveal);
    resizes.observe(list);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
    };
  }, []);
  return (
    <AriaTabs
      className={classes}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={
        onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined
      }
      disabledKeys={disabledKeys}
    >
      <TabList ref={listRef} aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
