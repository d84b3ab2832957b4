import { Link } from 'wouter';

export default function NotFoundScreen() {
  return (
    <main className="dk-main" data-screen="not-found">
      <h1>Page not found</h1>
      <Link className="dk-button" href="/">
        Go to the main page
      </Link>
    </main>
  );
}
