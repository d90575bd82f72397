/**
 * The new-book flow as an author meets it, as a page model (the way Actual Budget's e2e page
 * models wrap a screen): File > New book, the "Start a new book?" question when the open book
 * has unsaved work, then the New book overlay — Create Book (in the folder the picker gives) or
 * Continue without saving, then Continue. Every spec that starts a book goes through here.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { fileMenu } from './book-files';

export class NewBookFlow {
  /** The New book overlay. */
  readonly overlay: Locator;
  /** "Start a new book?", asked when the open book has unsaved work. */
  readonly question: Locator;

  constructor(readonly page: Page) {
    this.overlay = page.getByRole('dialog', { name: 'New book' });
    this.question = page.getByRole('dialog', { name: 'Start a new book?' });
  }

  /** File > New book, past the question if it is asked, until the overlay shows. */
  async start(): Promise<this> {
    await fileMenu(this.page, 'New book');
    await expect(this.overlay.or(this.question)).toBeVisible();
    if (await this.question.isVisible())
      await this.question.getByRole('button', { name: 'Start a new book' }).click();
    await expect(this.overlay).toBeVisible();
    return this;
  }

  /** Create Book: the book is written to the folder the picker gives. */
  async create(): Promise<this> {
    await this.overlay.getByRole('button', { name: 'Create Book' }).click();
    return this;
  }

  /** Continue without saving: the book lives in the browser until it is saved. */
  async withoutSaving(): Promise<this> {
    await this.overlay.getByRole('button', { name: 'Continue without saving' }).click();
    return this;
  }

  /** Continue: the overlay closes on the new book. */
  async continue(): Promise<void> {
    await this.overlay.getByRole('button', { name: 'Continue' }).click();
  }
}

/** File > New book until the overlay shows; returns the flow to go on with. */
export const startNewBook = (page: Page) => new NewBookFlow(page).start();

/** File > New book, Create Book in the folder the picker gives, Continue. */
export async function createBook(page: Page): Promise<void> {
  await (await (await startNewBook(page)).create()).continue();
}

/** File > New book, Continue without saving, Continue. */
export async function newBookWithoutSaving(page: Page): Promise<void> {
  await (await (await startNewBook(page)).withoutSaving()).continue();
}
