import { libraryText } from '../content.ts';
import type { Book } from '../api/searchBooks.ts';

export function BookList({ books }: { books: Book[] }) {
  return (
    <ul className="library-books">
      {books.map((book) => (
        <li key={book.id} className="library-book">
          {book.thumbnail ? (
            <img src={book.thumbnail} alt="" width={96} height={144} loading="lazy" decoding="async" className="library-book__cover" />
          ) : (
            <span className="library-book__cover library-book__cover--blank" aria-hidden="true" />
          )}
          <div className="library-book__body">
            <h3 className="library-book__title">{book.title}</h3>
            <p className="library-book__authors">{book.authors.length > 0 ? book.authors.join(', ') : libraryText.unknownAuthor}</p>
            {book.infoLink && (
              <a href={book.infoLink} target="_blank" rel="noopener noreferrer">
                {libraryText.viewDetails}
                <span className="ui-visually-hidden"> for {book.title} (opens in a new tab)</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
