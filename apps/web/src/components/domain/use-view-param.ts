import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../lib/router.tsx';

/**
 * Opens a page's detail from a link (`?view=<id>`, e.g. from the global search): the id is handed to
 * `onView` and taken out of the address, so closing the detail, reloading or going on does not
 * open it again.
 */
export function useViewParam(onView: (id: string) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get('view');
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  useEffect(() => {
    if (!id) return;
    onViewRef.current(id);
    const rest = new URLSearchParams(params);
    rest.delete('view');
    setParams(rest, { replace: true });
  }, [id, params, setParams]);
}
