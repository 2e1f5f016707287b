import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/Button';
import styles from './QaPanel.module.css';
import { qaPanelContent as content } from './qaPanelContent';
import type { QaSessionProps } from './useQaSession';
import { useQaSession } from './useQaSession';

/** Phones get the panel folded to a small tab, so it does not cover the page under test. */
const NARROW_SCREEN = '(max-width: 40rem)';
const startsOpen = () => !window.matchMedia?.(NARROW_SCREEN).matches;

/** QA's controls for recording and replaying a session. Loaded on demand, never for visitors. */
export function QaPanel(props: QaSessionProps) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(startsOpen);
  const session = useQaSession(props);
  const panel = useRef<HTMLElement>(null);

  // QA's clicks are not the visitor's: an open menu does not take them for a click outside it.
  useEffect(() => {
    const element = panel.current;
    const keepToPanel = (event: MouseEvent) => event.stopPropagation();
    element?.addEventListener('mousedown', keepToPanel);
    return () => element?.removeEventListener('mousedown', keepToPanel);
  }, []);
  const busy = session.replaying || session.stepping;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void session.importFile(file);
  };

  return (
    <section ref={panel} className={styles.panel} data-open={open} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {content.heading}
          {open ? (
            <ChevronDown aria-hidden="true" size={18} />
          ) : (
            <ChevronUp aria-hidden="true" size={18} />
          )}
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        <div className={styles.controls}>
          <Button
            size="sm"
            variant={session.recording ? 'danger' : 'primary'}
            onClick={session.toggleRecording}
            disabled={busy}
          >
            {session.recording ? content.stop : content.start}
          </Button>
          <Button size="sm" variant="secondary" onClick={session.exportSession}>
            {content.exportLabel}
          </Button>
          <label
            className={buttonClassName('secondary', 'sm', styles.fileButton)}
            data-disabled={busy}
          >
            {content.importLabel}
            <input
              className="visually-hidden"
              type="file"
              accept=".json,application/json"
              onChange={onFileChosen}
              disabled={busy}
            />
          </label>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void session.replay('instant')}
            disabled={busy || !session.canReplay}
          >
            {content.replayInstant}
          </Button>
          {busy ? (
            <Button size="sm" variant="warning" onClick={session.cancel}>
              {session.stepping ? content.stopStepping : content.cancelReplay}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void session.replay('realtime')}
              disabled={!session.canReplay}
            >
              {content.replayRealtime}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void session.step()}
            disabled={session.replaying || !session.canReplay}
          >
            {content.step}
          </Button>
          <Button size="sm" variant="light" onClick={session.clear} disabled={busy}>
            {content.clear}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {session.status}
        </p>
      </div>
    </section>
  );
}
