// Screens live behind the URL's hash (#/orders), so the server serves one page and the browser's
// back button works; nothing secret is ever in the URL.
import { useEffect, useState } from 'preact/hooks';

export function currentPath(): string {
  return location.hash.replace(/^#/, '') || '/';
}

export function useHashPath(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const changed = () => setPath(currentPath());
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return path;
}

export function go(path: string): void {
  location.hash = path;
}
