// A Suspense boundary around the page: its notFound() then reaches this language's 404
// (not-found.tsx beside the layout) instead of the app's root one.
export default function Loading() {
  return null;
}
