/**
 * Stories only: render a story on a phone, 390 × 844 CSS pixels (the size the evaluator's phone
 * layout is checked at). Storybook's viewport tool shows it in the browser, and the story tests
 * (addon-vitest) resize Chromium to it before the story renders, so `@media` rules apply as on a
 * phone.
 *
 * @example
 * export const OnAPhone: Story = { ...phoneStory, play: async () => { … } };
 */
export const phoneStory = {
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
