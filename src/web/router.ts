// Screens live behind the URL's hash (#/orders), so the server serves one page and the browser's
// back button works; nothing secret is ever in the URL (a sign-in link's #signin= is taken out of
// it at once, by session.ts, and names no screen).
import { useEffect, useState } from 'preact/hooks';

export function currentPath(): string {
  const hash = location.hash.replace(/^#/, '');
  return hash && !hash.startsWith('signin=') ? hash : '/';
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
