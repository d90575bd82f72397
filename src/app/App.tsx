import { BookTitleField } from '../features/book-info/BookTitleField';

export function App() {
  return (
    <main>
      <BookTitleField />
    </main>
  );
}
