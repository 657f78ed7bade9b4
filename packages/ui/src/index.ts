/**
 * @credence/ui: Credence's presentational components, one folder per component, on
 * react-aria-components and styled from one vanilla-extract theme contract. Import
 * `@credence/ui/styles.css` once in the app.
 */
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { Dialog, type DialogProps, DialogTrigger } from './Dialog/Dialog';
export {
  InferenceStrengthBar,
  type InferenceStrengthBarProps,
  inferenceStrengthDisplay,
} from './InferenceStrengthBar/InferenceStrengthBar';
export { LockToggle, type LockToggleProps } from './LockToggle/LockToggle';
export {
  ProbabilitySlider,
  type ProbabilitySliderProps,
} from './ProbabilitySlider/ProbabilitySlider';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs';
export {
  type AddToastOptions,
  type ToastContent,
  ToastQueue,
  type ToastQueueOptions,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
} from './Toast/Toast';
export { darkTheme, lightTheme, vars } from './theme/contract.css';
export {
  type ThemeName,
  ThemeRoot,
  type ThemeRootProps,
  themeClassName,
  useThemeClassName,
} from './theme/ThemeRoot';
