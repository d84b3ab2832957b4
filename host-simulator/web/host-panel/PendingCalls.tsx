import { useId, useState } from 'react';
import type { HostSession, PendingCall } from './host-session.ts';

function PendingCallCard({ call, session }: { call: PendingCall; session: HostSession }) {
  const [answer, setAnswer] = useState(() => JSON.stringify(call.approval, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const answerId = useId();
  const problemId = useId();
  const approve = () => {
    try {
      session.approve(call.id, JSON.parse(answer));
    } catch {
      setProblem('The answer is not valid JSON.');
    }
  };
  return (
    <li>
      <article className="hp-call" aria-label={`${call.method} #${call.id}`}>
        <h4>
          <code>{call.method}</code>{' '}
          <span className="hp-time">
            #{call.id}, at {call.at} ms
          </span>
        </h4>
        <p className="hp-params">
          Params: <code>{JSON.stringify(call.params)}</code>
        </p>
        <label htmlFor={answerId}>Answer</label>
        <textarea
          id={answerId}
          value={answer}
          rows={Math.min(6, answer.split('\n').length)}
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setAnswer(event.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <p id={problemId} role="alert">
            {problem}
          </p>
        )}
        <div className="hp-row">
          <button type="button" onClick={approve}>
            Approve
          </button>
          {call.canDismiss && (
            <button type="button" onClick={() => session.dismiss(call.id)}>
              Dismiss
            </button>
          )}
          <button type="button" onClick={() => session.fail(call.id)}>
            Fail
          </button>
          <button type="button" onClick={() => session.neverAnswer(call.id)}>
            Never answer
          </button>
        </div>
      </article>
    </li>
  );
}

export function PendingCalls({
  calls,
  autoAnswer,
  onAutoAnswer,
  session,
}: {
  calls: PendingCall[];
  autoAnswer: boolean;
  onAutoAnswer: (value: boolean) => void;
  session: HostSession;
}) {
  return (
    <section aria-labelledby="hp-pending-title">
      <h3 id="hp-pending-title">Pending calls</h3>
      <label>
        <input
          type="checkbox"
          checked={autoAnswer}
          onChange={(event) => onAutoAnswer(event.target.checked)}
        />
        Answer automatically (approve)
      </label>
      {calls.length === 0 ? (
        <p>No calls waiting.</p>
      ) : (
        <ul className="hp-calls">
          {calls.map((call) => (
            <PendingCallCard key={call.id} call={call} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}
