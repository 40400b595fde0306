// A secret or code shown once, with a button that copies it (its name says what it copies).
import { useState } from 'preact/hooks';
import { t } from '../i18n.js';

/** `label`: the button's accessible name, saying what it copies ("Copy code 7KQ2…"). */
export function Copyable({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="actions">
      <code class="secret">{value}</code>
      <button
        type="button"
        class="secondary"
        aria-label={label}
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}
