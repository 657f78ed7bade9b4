import type { ReactNode } from 'react';
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
 * Tabs on react-aria's `Tabs`: Left/Right arrows move between tabs and select them, Home/End go
 * to the ends, Tab moves into the panel.
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
      <TabList aria-label={label} className={styles.list}>
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
