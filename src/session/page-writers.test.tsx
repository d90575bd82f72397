// @vitest-environment jsdom
/** One editor writes a page at a time: the first holds it, another waits and takes it over. */
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestRoot, type TestRoot } from '../testing/react-test-root';
import { claimPage, pageWriter, releasePage, usePageWriter } from './page-writers';

function Editor({ name, pageKey }: { name: string; pageKey: string }) {
  const writes = usePageWriter(pageKey);
  return <p>{`${name}: ${writes ? 'writes' : 'elsewhere'}`}</p>;
}

const roots: TestRoot[] = [];
async function mount(node: React.ReactNode): Promise<TestRoot> {
  const root = mountTestRoot();
  roots.push(root);
  await root.render(node);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
});

describe('page writers', () => {
  it('lets the first holder write and refuses a second until the first lets go', () => {
    expect(claimPage('page:a', 'one')).toBe(true);
    expect(claimPage('page:a', 'two')).toBe(false);
    expect(claimPage('page:a', 'one')).toBe(true);
    releasePage('page:a', 'two');
    expect(pageWriter('page:a')).toBe('one');
    releasePage('page:a', 'one');
    expect(claimPage('page:a', 'two')).toBe(true);
    releasePage('page:a', 'two');
    expect(pageWriter('page:a')).toBeUndefined();
  });

  it('shows a second editor of the same page as written elsewhere, and hands over when the first goes', async () => {
    const first = await mount(<Editor name="first" pageKey="page:x" />);
    const second = await mount(<Editor name="second" pageKey="page:x" />);
    expect(first.container.textContent).toBe('first: writes');
    expect(second.container.textContent).toBe('second: elsewhere');
    first.unmount();
    await second.render(<Editor name="second" pageKey="page:x" />);
    expect(second.container.textContent).toBe('second: writes');
    second.unmount();
    expect(pageWriter('page:x')).toBeUndefined();
  });

  it('lets editors of different pages write side by side', async () => {
    const a = await mount(<Editor name="a" pageKey="page:a" />);
    const b = await mount(<Editor name="b" pageKey="page:b" />);
    expect(a.container.textContent).toBe('a: writes');
    expect(b.container.textContent).toBe('b: writes');
  });
});
