// A secret or code shown once, with a button that copies it (its name says what it copies).
import { useState } from 'preact/hooks';

export function Copyable({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="actions">
      <code class="secret">{value}</code>
      <button
        type="button"
        class="secondary"
        aria-label={`Copy ${what}`}
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
