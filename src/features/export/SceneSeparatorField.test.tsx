// @vitest-environment jsdom
/** The export dialog's scene-break field: the four separators, and the manuscript's note. */
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXPORT_CHOICES, type ExportChoices } from '../../../workers/contract/export';
import { createEnglishI18n, mountTestRoot, type TestRoot } from '../../testing/react-test-root';
import { SceneSeparatorField } from './SceneSeparatorField';

let view: TestRoot;
beforeEach(() => {
  view = mountTestRoot();
});
afterEach(() => view.unmount());

async function render(manuscript: boolean, onChange: (choices: ExportChoices) => void) {
  const i18n = await createEnglishI18n();
  await view.render(
    <I18nextProvider i18n={i18n}>
      <SceneSeparatorField
        choices={structuredClone(DEFAULT_EXPORT_CHOICES)}
        manuscript={manuscript}
        onChange={onChange}
      />
    </I18nextProvider>,
  );
}

describe('SceneSeparatorField', () => {
  it('offers the four separators, three asterisks first and chosen by default', async () => {
    const onChange = vi.fn();
    await render(false, onChange);
    const select = view.container.querySelector('select') as HTMLSelectElement;
    expect(select.labels?.[0]?.textContent).toContain('Scene breaks');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Three asterisks (* * *)',
      'Hash (#)',
      'Fleuron (❧)',
      'Blank line',
    ]);
    expect(select.value).toBe('asterisks');
    act(() => {
      select.value = 'fleuron';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ sceneSeparator: 'fleuron' }));
  });

  it('says the manuscript prints # instead of offering a choice', async () => {
    await render(true, () => undefined);
    expect(view.container.querySelector('select')).toBeNull();
    expect(view.container.textContent).toBe(
      'Scene breaks print as a centred #, as manuscript format asks.',
    );
  });
});
