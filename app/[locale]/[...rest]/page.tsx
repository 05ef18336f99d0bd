import { notFound } from 'next/navigation';

// Any path without a page renders the localized 404.
export default function CatchAll() {
  notFound();
}
