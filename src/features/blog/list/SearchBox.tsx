import type { ChangeEvent, FormEvent, RefObject } from 'react';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useAdoptTypedBeforeHydration } from '@/lib/typedBeforeHydration';
import { blogListContent as content } from '../blogContent';
import styles from './SearchBox.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  /** The field, for a part of the page that moves focus to it. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** Reports the typed text once typing pauses, so a word costs one request, not one per key. */
export function SearchBox({ value, onSearch, inputRef: givenRef }: SearchBoxProps) {
  const inputId = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = givenRef ?? ownRef;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // The search can change elsewhere (Back, a link): show it, unless the box agrees mid-word.
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  // A debounced report must compare with, and call, what is current when it fires.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const report = (next: string) => {
    cancelPending();
    const trimmed = next.trim();
    if (trimmed !== latest.current.value) latest.current.onSearch(trimmed);
  };

  useAdoptTypedBeforeHydration(inputRef, text, (typed) => {
    setText(typed);
    report(typed);
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    cancelPending();
    timer.current = setTimeout(() => report(next), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    report(text);
  };

  const onClear = () => {
    setText('');
    report('');
    inputRef.current?.focus();
  };

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        {content.searchLabel}
      </label>
      <div className={styles.field}>
        <Search className={styles.icon} size={20} aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="search"
          className={styles.input}
          value={text}
          onChange={onChange}
          placeholder={content.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        {text !== '' ? (
          <button
            type="button"
            className={styles.clear}
            onClick={onClear}
            aria-label={content.clearSearch}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
