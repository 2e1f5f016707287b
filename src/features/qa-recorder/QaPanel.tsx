import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { Button, buttonClassName } from '@/components/Button';
import styles from './QaPanel.module.css';
import { qaPanelContent as content } from './qaPanelContent';
import type { QaSessionProps } from './useQaSession';
import { useQaSession } from './useQaSession';

/** QA's controls for recording and replaying a session. Loaded on demand, never for visitors. */
export function QaPanel(props: QaSessionProps) {
  const headingId = useId();
  const session = useQaSession(props);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void session.importFile(file);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {content.heading}
      </h2>
      <div className={styles.controls}>
        <Button
          size="sm"
          variant={session.recording ? 'danger' : 'primary'}
          onClick={session.toggleRecording}
          disabled={session.replaying}
        >
          {session.recording ? content.stop : content.start}
        </Button>
        <Button size="sm" variant="secondary" onClick={session.exportSession}>
          {content.exportLabel}
        </Button>
        <label className={buttonClassName('secondary', 'sm', styles.fileButton)}>
          {content.importLabel}
          <input
            className="visually-hidden"
            type="file"
            accept=".json,application/json"
            onChange={onFileChosen}
            disabled={session.replaying}
          />
        </label>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void session.replay('instant')}
          disabled={session.replaying}
        >
          {content.replayInstant}
        </Button>
        {session.replaying ? (
          <Button size="sm" variant="warning" onClick={session.cancelReplay}>
            {content.cancelReplay}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void session.replay('realtime')}>
            {content.replayRealtime}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void session.step()}
          disabled={session.replaying}
        >
          {content.step}
        </Button>
        <Button size="sm" variant="light" onClick={session.clear} disabled={session.replaying}>
          {content.clear}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {session.status}
      </p>
    </section>
  );
}
