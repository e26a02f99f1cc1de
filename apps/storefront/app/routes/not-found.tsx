import { data } from 'react-router';

/** Catch-all: every unknown URL is the page-not-found page with HTTP 404. */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
