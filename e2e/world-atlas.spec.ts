/**
 * The world atlas as an author uses it (issue 15): a record of every kind created, edited,
 * tagged, deleted and restored; a location with a category and subcategory; the timeline in
 * order; and everything still there after a reload, a save, a new book and an open.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  fileMenu,
  openBookFile,
  openPage1,
  readOpfs,
  saveBookAs,
  setPickerAnswer,
  usePickersOnOpfs,
} from './support/book-files';
import { newBookWithoutSaving } from './support/new-book';
import { openPanel } from './support/panels';

const KINDS = [
  { path: 'locations', button: 'New location', fresh: 'new location', text: 'Description' },
  { path: 'characters', button: 'New character', fresh: 'new character', text: 'Goals' },
  { path: 'cultures', button: 'New culture', fresh: 'new culture', text: 'Behavior' },
  {
    path: 'faunaflora',
    button: 'New fauna and flora',
    fresh: 'new fauna and flora',
    text: 'Significance',
  },
  { path: 'history-timeline', button: 'New event', fresh: 'new event', text: 'Impact' },
  { path: 'geography', button: 'New place', fresh: 'new place', text: 'Significance' },
  { path: 'languages', button: 'New language', fresh: 'new language', text: 'Significance' },
  {
    path: 'magic-technology',
    button: 'New magic or technology',
    fresh: 'new magic or technology',
    text: 'History',
  },
  { path: 'politics-government', button: 'New power', fresh: 'new power', text: 'Description' },
  { path: 'religion-beliefs', button: 'New belief', fresh: 'new belief', text: 'Significance' },
] as const;

const nameBox = (page: Page, path: string) =>
  page.getByRole('textbox', { name: path === 'history-timeline' ? 'Event' : 'Name', exact: true });

async function createRecord(page: Page, kind: (typeof KINDS)[number], name: string) {
  await page.goto(`/world-atlas/${kind.path}`);
  await page.getByRole('button', { name: kind.button }).click();
  await expect(page).toHaveURL(new RegExp(`/world-atlas/${kind.path}/\\d+$`));
  const box = nameBox(page, kind.path);
  await expect(box).toHaveValue(kind.fresh);
  await box.fill(name);
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
}

test('every kind: create, edit, tag by Enter and by button, delete and restore', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const kind of KINDS) {
    const name = `Test ${kind.path}`;
    await createRecord(page, kind, name);
    await page.getByRole('textbox', { name: kind.text, exact: true }).fill(`About ${name}.`);
    const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.fill('north');
    await tags.press('Enter');
    await tags.fill('winter');
    await page.getByRole('button', { name: 'Add: Tags' }).click();
    // A tag that is there already is not added again.
    await tags.fill('North');
    await tags.press('Enter');
    await expect(page.getByText('North is already in the list')).toBeVisible();
    const list = page.getByRole('list', { name: 'Tags', exact: true });
    await expect(list.getByRole('listitem')).toHaveText(['north', 'winter']);
    await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();

    await page.reload();
    await expect(nameBox(page, kind.path)).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: kind.text, exact: true })).toHaveValue(
      `About ${name}.`,
    );
    await expect(
      page.getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem'),
    ).toHaveText(['north', 'winter']);

    // Delete behind the confirm dialog, then restore from the list.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/world-atlas/${kind.path}$`));
    const records = page.getByRole('list', { name: 'Records' });
    await expect(records.getByRole('link', { name })).toHaveCount(0);
    await page.getByText('Recently deleted (1)').click();
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(records.getByRole('link', { name })).toBeVisible();
  }
});

test('a location takes a category and subcategory, and the list filters by it', async ({
  page,
}) => {
  await createRecord(page, KINDS[0], 'Salt Harbour');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Port' });
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Inhabitants' }).fill('fishers');
  await page.getByRole('button', { name: 'Add: Inhabitants' }).click();
  await createRecord(page, KINDS[0], 'Grey Peak');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Mountain' });
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();

  await page.goto('/world-atlas/locations');
  const records = page.getByRole('list', { name: 'Records' });
  await expect(records.getByText('Settlements · Port')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'Natural formations' });
  await expect(records.getByRole('link')).toHaveText(['Grey Peak']);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Any category' });
  await page.getByRole('searchbox').fill('salt');
  await expect(records.getByRole('link')).toHaveText(['Salt Harbour']);
});

test('the timeline shows events in order of their sort key or date', async ({ page }) => {
  const timeline = KINDS[4];
  for (const [name, date, order] of [
    ['The flood', '1204-03-02', ''],
    ['The founding', 'the Age of Salt', '-300'],
    ['The war', '1190', ''],
  ] as const) {
    await createRecord(page, timeline, name);
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
    if (order) await page.getByRole('textbox', { name: 'Timeline order' }).fill(order);
    await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  }
  await page.goto('/world-atlas/history-timeline');
  await expect(page.getByRole('list', { name: 'Records' }).getByRole('link')).toHaveText([
    'The founding',
    'The war',
    'The flood',
  ]);
});

test('the atlas is saved in the book file and comes back when the file is opened', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await createRecord(page, KINDS[1], 'Mara Vell');
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Lighthouse keeper');
  await page.getByRole('textbox', { name: 'Traits' }).fill('stubborn');
  await page.getByRole('textbox', { name: 'Traits' }).press('Enter');
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  const saved = await saveBookAs(page, 'atlas-book.json');
  expect(saved).toContain('Mara Vell');

  // A new book has no characters; opening the file brings Mara back with her fields and traits.
  await newBookWithoutSaving(page);
  await page.goto('/world-atlas/characters');
  await expect(page.getByText('No entries yet.', { exact: false })).toBeVisible();
  await openBookFile(page, 'atlas-book.json', saved);
  await page.goto('/world-atlas/characters');
  await page.getByRole('link', { name: 'Mara Vell' }).click();
  await expect(page.getByRole('textbox', { name: 'Role', exact: true })).toHaveValue(
    'Lighthouse keeper',
  );
  await expect(page.getByRole('list', { name: 'Traits' }).getByRole('listitem')).toHaveText([
    'stubborn',
  ]);
});

test('an atlas edit made just before the tab reloads is not lost', async ({ page }) => {
  await createRecord(page, KINDS[2], 'River folk');
  // No pause: the reload comes before the save delay has passed.
  await page
    .getByRole('textbox', { name: 'Behavior', exact: true })
    .fill('They never cross at night.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Behavior', exact: true })).toHaveValue(
    'They never cross at night.',
  );
});

test('a relation is shown on both records, and following it opens the other', async ({ page }) => {
  await createRecord(page, KINDS[0], 'Salt Harbour');
  await createRecord(page, KINDS[1], 'Mara Vell');
  const add = page.getByRole('group', { name: 'Add relation' });
  await add.getByRole('searchbox', { name: 'Find a record' }).fill('salt');
  await add
    .getByRole('list', { name: 'Matching records' })
    .getByRole('button', { name: /Salt Harbour/ })
    .click();
  await add.getByRole('textbox', { name: 'Relation' }).fill('born in');
  await add.getByRole('button', { name: 'Add relation' }).click();
  const relations = page.getByRole('region', { name: 'Relations' });
  await expect(relations.getByRole('listitem')).toContainText(['born in Salt Harbour']);

  await relations.getByRole('link', { name: 'Salt Harbour' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Salt Harbour',
  );
  const back = page.getByRole('region', { name: 'Relations' });
  await expect(back.getByRole('listitem')).toContainText(['Mara Vell born in Salt Harbour']);
  await back.getByRole('link', { name: 'Mara Vell' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mara Vell');
});

test('a picture is uploaded without a network request and shown as the thumbnail', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!/^(https?:\/\/localhost[:/]|data:|blob:)/.test(request.url())) outside.push(request.url());
  });
  await createRecord(page, KINDS[3], 'Salt moth');
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 900);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#3a7';
    ctx.fillRect(0, 0, 1600, 900);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles({
    name: 'moth.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const picture = page.getByRole('img', { name: 'Picture of Salt moth' });
  await expect(picture).toBeVisible();
  // Compressed in the worker: webp, at most 1280 px wide.
  expect(await picture.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
  expect(
    await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth),
  ).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  await page.goto('/world-atlas/faunaflora');
  await expect(page.locator('.atlas-card__thumb')).toHaveCount(1);
  expect(outside).toEqual([]);
});

test('a record shows the pages that name it, and the page lists the records it names', async ({
  page,
}) => {
  await createRecord(page, KINDS[1], 'Mara Vell');
  const aliases = page.getByRole('textbox', { name: 'Aliases' });
  await aliases.fill('the Keeper');
  await aliases.press('Enter');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Keeps the light.');
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  const appears = page.getByRole('region', { name: 'Appears in' });
  await expect(appears.getByText('Not named in the manuscript yet.')).toBeVisible();
  // The record's buttons do not move with the list (a click aimed at them while it loads must
  // not land elsewhere).
  const rename = page.getByRole('button', { name: 'Rename in the book…' });
  const unnamed = (await rename.boundingBox())?.y;

  await openPage1(page);
  await page.getByRole('textbox', { name: 'Page 1' }).click();
  await page.keyboard.type('Mara Vell climbed the stair. The keeper lit the lamp.');
  await expect(page.getByText('Words on this page: 10')).toBeVisible();
  const tools = await openPanel(page, 'Tools');
  const mentions = tools.getByRole('region', { name: 'Atlas records in this page' });
  await expect(mentions.getByText('Mara Vell')).toBeVisible();
  await mentions.getByText('Mara Vell').click();
  await expect(mentions.getByText('Keeps the light.')).toBeVisible();
  await mentions.getByRole('link', { name: 'Open in the atlas' }).click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Mara Vell');
  await expect(appears.getByRole('link', { name: 'Page 1' })).toBeVisible();
  await expect(appears).toContainText('×2');
  expect((await rename.boundingBox())?.y).toBe(unnamed);
  // The list follows the name as it changes; the buttons stay put.
  await name.fill('Nobody Here');
  await expect(appears).toContainText('×1'); // the alias alone: "The keeper lit the lamp"
  await name.fill('Mara Vell');
  await expect(appears).toContainText('×2');
  expect((await rename.boundingBox())?.y).toBe(unnamed);
  await appears.getByRole('link', { name: 'Page 1' }).click();
  await expect(page.getByRole('textbox', { name: 'Page 1' })).toContainText('Mara Vell climbed');
});

test('the relationship view draws the characters and their relations, and opens a character', async ({
  page,
}) => {
  await createRecord(page, KINDS[1], 'Ada');
  await createRecord(page, KINDS[1], 'Ben');
  const add = page.getByRole('group', { name: 'Add relation' });
  await add.getByRole('searchbox', { name: 'Find a record' }).fill('ada');
  await add
    .getByRole('list', { name: 'Matching records' })
    .getByRole('button', { name: /Ada/ })
    .click();
  await add.getByRole('textbox', { name: 'Relation' }).fill('brother of');
  await add.getByRole('button', { name: 'Add relation' }).click();
  await expect(page.getByRole('region', { name: 'Relations' }).getByRole('listitem')).toHaveCount(
    1,
  );

  await page.goto('/world-atlas/characters');
  await page.getByRole('button', { name: 'Relationship view' }).click();
  const view = page.getByRole('application', { name: 'Relationship view' });
  await expect(view.getByRole('link', { name: 'Ada' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'Ben' })).toBeVisible();
  await expect(view.getByText('brother of')).toBeVisible();
  // Keyboard: the view takes focus, the arrow keys and + move and zoom it.
  await view.focus();
  const before = await view.locator('g').first().getAttribute('transform');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('+');
  expect(await view.locator('g').first().getAttribute('transform')).not.toBe(before);
  await view.getByRole('link', { name: 'Ben' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ben');
});

test('timeline events link their Involved entries to atlas records and filter by them', async ({
  page,
}) => {
  await createRecord(page, KINDS[1], 'Mara Vell');
  const timeline = KINDS[4];
  for (const [name, who] of [
    ['The storm', 'Mara Vell'],
    ['The market', 'the baker'],
  ] as const) {
    await createRecord(page, timeline, name);
    const involved = page.getByRole('textbox', { name: 'Involved', exact: true });
    await involved.fill(who);
    await involved.press('Enter');
    await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  }
  await page.goto('/world-atlas/history-timeline');
  const records = page.getByRole('list', { name: 'Records' });
  await page.getByRole('combobox', { name: 'Involved' }).selectOption({ label: 'Mara Vell' });
  await expect(records.getByRole('link', { name: 'The storm' })).toBeVisible();
  await expect(records.getByRole('link', { name: 'The market' })).toHaveCount(0);
  await records.getByRole('link', { name: 'Mara Vell' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mara Vell');
});

test('a long atlas list shows its cards a page at a time, and Show more adds the next', async ({
  page,
}) => {
  await usePickersOnOpfs(page);
  await page.goto('/world-atlas/characters');
  await setPickerAnswer(page, '__nextSaveName', 'many.json');
  await fileMenu(page, 'Save file as');
  await expect(page.getByRole('status').getByText('Book saved to many.json')).toBeVisible();
  const book = JSON.parse((await readOpfs(page, 'picked', 'many.json')) ?? '{}');
  const documentId = book.data.current_document[0].uuid;
  book.data.characters = Array.from({ length: 130 }, (_, i) => ({
    id: i + 1,
    uuid: `c-${i + 1}`,
    documentId,
    folderId: null,
    position_in_list: i + 1,
    mark_for_delete: 0,
    name: `Person ${String(i + 1).padStart(3, '0')}`,
  }));
  await openBookFile(page, 'many-people.json', JSON.stringify(book));
  await page.goto('/world-atlas/characters');
  const records = page.getByRole('list', { name: 'Records' });
  await expect(records.getByRole('link')).toHaveCount(120);
  await expect(page.getByText('Showing 120 of 130')).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(records.getByRole('link')).toHaveCount(130);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // Person 120 to Person 129.
  await page.getByRole('searchbox').fill('Person 12');
  await expect(records.getByRole('link')).toHaveCount(10);
});
