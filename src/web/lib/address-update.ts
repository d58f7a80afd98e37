import { useSearchParams } from 'react-router';

/**
 * Changes the address's query in place (the entry replaced, so Back leaves the screen), built on the
 * address as it is now rather than on this render's parameters, which the router's functional update
 * gives: the router renders a navigation as a transition, so a second change made before the first has
 * rendered would drop the first (a page pressed right after a search lost the search; a group opened right
 * after a course was chosen lost the course; both seen on a loaded machine). An unchanged query navigates
 * nowhere.
 */
export function useAddressUpdate(): (change: (current: URLSearchParams) => URLSearchParams) => void {
  const [, setParams] = useSearchParams();
  return (change) => {
    const current = new URLSearchParams(window.location.search);
    const next = change(new URLSearchParams(current));
    if (next.toString() !== current.toString()) setParams(next, { replace: true });
  };
}
