/** The front matter: the book's title from the first screen on, Book info, collaborators, Copyright. */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/a11y';

/** Waits until every change on the page has been stored by the worker. */
async function expectSaved(page: Page) {
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved');
}

const BOOK_INFO: Array<[label: string, value: string]> = [
  ['Book title', 'The Long Winter'],
  ['Short description', 'A family survives a hard winter on the prairie.'],
  ['Genre', 'Historical fiction'],
  ['Author name', 'Laura Ingalls'],
  ['Full name', 'Laura Elizabeth Ingalls'],
  ['Pen name', 'L. Ingalls'],
  ['Address', '1 Prairie Road, De Smet'],
  ['Edition', 'First edition'],
  ['Publication date', '2024-05-01'],
  ['Publisher', 'Prairie Press'],
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the app boots, the worker populates the database and the book title shows; a reload keeps it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Book Title' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Book title' });
  await title.fill('The Long Winter');
  await expect(page.getByRole('heading', { name: 'The Long Winter' })).toBeVisible();
  // Give the worker its write, then reload and read it back through the facade.
  await expect
    .poll(async () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const req = indexedDB.open('storyBuilderV2');
            req.onsuccess = () => {
              const tx = req.result.transaction('frontmatter', 'readonly');
              const get = tx.objectStore('frontmatter').get(1);
              get.onsuccess = () => {
                resolve(String(get.result?.title ?? ''));
                req.result.close();
              };
            };
          }),
      ),
    )
    .toBe('The Long Winter');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Long Winter' })).toBeVisible();
});

test('every Book info field is saved and kept after a reload', async ({ page }) => {
  await page.goto('/frontmatter/book-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Book info' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Book title' })).toBeVisible();
  for (const [label, value] of BOOK_INFO) await field(page, label).fill(value);
  await page.getByRole('checkbox', { name: 'Show table of contents' }).check();
  await field(page, 'Publisher').press('Tab');
  await expect(page.getByRole('heading', { name: 'The Long Winter' })).toBeVisible();
  await expectSaved(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Long Winter' })).toBeVisible();
  for (const [label, value] of BOOK_INFO) await expect(field(page, label)).toHaveValue(value);
  await expect(page.getByRole('checkbox', { name: 'Show table of contents' })).toBeChecked();
});

test('markup typed into the author field is removed by the worker', async ({ page }) => {
  await page.goto('/frontmatter/book-info');
  const author = page.getByRole('textbox', { name: 'Author name' });
  await author.fill('<b>Jane</b> <script>x</script>Doe');
  await author.press('Tab');
  await expect(author).toHaveValue('Jane Doe');
  await expectSaved(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Author name' })).toHaveValue('Jane Doe');
});

test('collaborators can be added and removed, and roles explained', async ({ page }) => {
  await page.goto('/frontmatter/book-info');
  const main = page.getByRole('main');
  const add = async (role: string, name: string) => {
    await main.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
    await main.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await main.getByRole('button', { name: 'Add collaborator' }).click();
  };
  await main.getByRole('button', { name: 'Add collaborator' }).click();
  await expect(main.getByRole('alert')).toHaveText("Enter the collaborator's name.");
  await add('Editor', 'Sam Reed');
  await add('Illustrator', 'Ana Ink');
  const list = main.getByRole('list').filter({ hasText: 'Sam Reed' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await main.getByRole('button', { name: 'Remove Editor Sam Reed' }).click();
  await expect(main.getByText('Sam Reed')).toHaveCount(0);
  await expectSaved(page);

  const toggle = main.getByRole('button', { name: 'About the roles' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('Reads the book aloud for the audiobook edition.')).toBeVisible();

  await page.reload();
  const kept = main.getByRole('listitem').filter({ hasText: 'Ana Ink' });
  await expect(kept).toContainText('Illustrator');
  await expect(main.getByText('Sam Reed')).toHaveCount(0);
});

test('copyright clauses, year and ISBNs are saved; a wrong ISBN is named and not kept', async ({
  page,
}) => {
  await page.goto('/frontmatter/copyright');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Copyright' })).toBeVisible();
  await main.getByRole('checkbox', { name: 'Copyright notice (all rights reserved)' }).check();
  await main.getByRole('checkbox', { name: 'Moral rights' }).check();
  await main.getByRole('checkbox', { name: 'Trademark notice' }).check();
  await expect(main.getByRole('textbox', { name: 'Text of the additional clause' })).toHaveCount(0);
  await main.getByRole('checkbox', { name: 'Additional clause' }).check();
  await main
    .getByRole('textbox', { name: 'Text of the additional clause' })
    .fill('Printed on recycled paper.');
  await main.getByRole('spinbutton', { name: 'Publication year' }).fill('2024');

  await main.getByRole('button', { name: 'Add ISBN' }).click();
  await expect(main.getByRole('textbox', { name: 'ISBN 1' })).toBeFocused();
  await main.getByRole('textbox', { name: 'ISBN 1' }).fill('978-0-306-40615-7');
  await main.getByRole('button', { name: 'Add ISBN' }).click();
  const second = main.getByRole('textbox', { name: 'ISBN 2' });
  await second.fill('978-0-306-40615-8');
  await second.press('Tab');
  const message = 'ISBN 2 (978-0-306-40615-8) has a wrong check digit';
  await expect(main.getByRole('alert')).toContainText(message);
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));

  const preview = main.getByRole('region', { name: 'Preview' });
  // No author name yet: the placeholder is not printed as if it were one.
  await expect(preview).toContainText('Copyright © 2024 the author. All rights reserved.');
  await expect(preview).not.toContainText('Author name here');
  await expect(preview).toContainText('Printed on recycled paper.');
  await expect(preview).toContainText('ISBN 978-0-306-40615-7');
  await expect(preview).not.toContainText('978-0-306-40615-8');
  await expectSaved(page);

  await page.reload();
  await expect(main.getByRole('textbox', { name: 'ISBN 1' })).toHaveValue('978-0-306-40615-7');
  await expect(main.getByRole('textbox', { name: 'ISBN 2' })).toHaveCount(0);
  await expect(main.getByRole('checkbox', { name: 'Moral rights' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Fiction disclaimer' })).not.toBeChecked();
  await expect(main.getByRole('spinbutton', { name: 'Publication year' })).toHaveValue('2024');
  await expect(main.getByRole('textbox', { name: 'Text of the additional clause' })).toHaveValue(
    'Printed on recycled paper.',
  );
});

test('the Book info and Copyright forms have no serious accessibility violations', async ({
  page,
}) => {
  const check = async () => {
    expect(await seriousViolations(page, '#main')).toEqual([]);
  };
  await page.goto('/frontmatter/book-info');
  await page.getByRole('button', { name: 'About the roles' }).click();
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await check();
  await page.goto('/frontmatter/copyright');
  await page.getByRole('checkbox', { name: 'Additional clause' }).check();
  await page.getByRole('button', { name: 'Add ISBN' }).click();
  await page.getByRole('textbox', { name: 'ISBN 1' }).fill('12345');
  await page.getByRole('textbox', { name: 'ISBN 1' }).press('Tab');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('10 or 13 digits');
  await check();
});
