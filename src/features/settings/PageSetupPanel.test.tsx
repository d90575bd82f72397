// @vitest-environment jsdom
/**
 * Page setup lays its number fields out from the one list of settings (page-setup-fields.ts):
 * each with its label, range, step and hint, in the list's order, showing the stored value.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '../../../workers/contract/constants';
import { appSettingsAtom } from '../../session/app-settings';
import { appStore } from '../../state/jotai';
import { mountTestRoot, type TestRoot } from '../../testing/react-test-root';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const { PageSetupPanel } = await import('./PageSetupPanel');

let view: TestRoot;
beforeEach(() => {
  view = mountTestRoot();
  appStore.set(appSettingsAtom, {
    ...structuredClone(DEFAULT_APP_SETTINGS),
    font_size: 18,
    documentId: 'book',
    various: {},
  });
});
afterEach(() => view.unmount());

const numberFields = () =>
  [...view.container.querySelectorAll<HTMLInputElement>('input[type="number"]')].map((input) => ({
    label: view.container.querySelector(`label[for="${input.id}"]`)?.textContent,
    value: input.value,
    min: input.min,
    max: input.max,
    step: input.step,
    hint: input.getAttribute('aria-describedby')
      ? document.getElementById(`${input.id}-hint`)?.textContent
      : undefined,
  }));

describe('page setup', () => {
  it('shows every number setting with its label, range, step and hint, in order', async () => {
    await view.render(<PageSetupPanel />);
    expect(numberFields()).toEqual([
      ...['top', 'right', 'bottom', 'left'].map((side) => ({
        label: `page_setup.padding_${side}`,
        value: '24',
        min: '0',
        max: '200',
        step: '1',
        hint: undefined,
      })),
      {
        label: 'page_setup.font_size',
        value: '18',
        min: '10',
        max: '48',
        step: '1',
        hint: undefined,
      },
      {
        label: 'page_setup.line_height',
        value: '1.5',
        min: '1',
        max: '3',
        step: '0.1',
        hint: 'page_setup.line_height_hint',
      },
      { label: 'page_setup.indent', value: '4', min: '0', max: '12', step: '1', hint: undefined },
      {
        label: 'page_setup.tab_spaces',
        value: '4',
        min: '1',
        max: '12',
        step: '1',
        hint: undefined,
      },
    ]);
  });
});
