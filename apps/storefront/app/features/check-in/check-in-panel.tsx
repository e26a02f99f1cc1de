import { useEffect, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { AccountField, FormAlert } from '#app/features/account/account-field.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { useStoreView } from '#app/lib/root-data.ts';
import { ScriptedMarker } from '#app/lib/scripted-marker.tsx';
import { CameraScanner } from './camera-scanner.tsx';
import type { CheckInOutcome } from './check-in-result.ts';
import type { CheckInActionData } from './check-in.server.ts';

/** The admission time in the store's time zone, to the second: the door compares it with the clock. */
function useTime() {
  const { i18n } = useStoreView();
  const f = new Intl.DateTimeFormat(i18n.defaultLocale, { dateStyle: 'short', timeStyle: 'medium', timeZone: i18n.timeZone });
  return (iso: string) => f.format(new Date(iso));
}

/** The scan's verdict in large type, coloured and worded so it reads at arm's length. */
function Verdict({ outcome }: { outcome: CheckInOutcome }) {
  const t = useT();
  const time = useTime();
  if (outcome.kind === 'admitted')
    return (
      <div className="check-in-verdict check-in-verdict--admitted" data-testid="check-in-verdict" data-verdict="admitted">
        <p className="check-in-verdict__word">{t('checkIn.admitted')}</p>
        <p>{t('checkIn.admittedDetail', { name: outcome.holderName, order: outcome.orderNumber })}</p>
      </div>
    );
  if (outcome.kind === 'used')
    return (
      <div className="check-in-verdict check-in-verdict--used" data-testid="check-in-verdict" data-verdict="used">
        <p className="check-in-verdict__word">{t('checkIn.used')}</p>
        <p>{t('checkIn.usedAt', { time: time(outcome.checkedInAt) })}</p>
      </div>
    );
  return (
    <div className="check-in-verdict check-in-verdict--invalid" data-testid="check-in-verdict" data-verdict="invalid">
      <p className="check-in-verdict__word">{t('checkIn.invalid')}</p>
      <p>{t(`checkIn.invalidReason.${outcome.reason}`)}</p>
    </div>
  );
}

/** The signed-in scanner: camera, manual entry, and the last scan's verdict. */
export function CheckInPanel({ actionData }: { actionData: CheckInActionData | undefined }) {
  const t = useT();
  const fetcher = useFetcher<CheckInActionData>();
  const shown = fetcher.data ?? actionData;
  const check = (code: string) => fetcher.submit({ intent: 'check', code, js: '1' }, { method: 'post' });
  const manual = useRef<HTMLFormElement>(null);
  // Each verdict empties the code field, ready for the next ticket.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) manual.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <>
      <div className="check-in-result" role="status" aria-live="assertive">
        {fetcher.state !== 'idle' ? <p className="check-in-verdict__busy">{t('checkIn.checking')}</p> : shown?.outcome ? <Verdict outcome={shown.outcome} /> : null}
      </div>
      {shown?.formError && <FormAlert text={shown.formError} />}
      <section className="panel" aria-labelledby="check-in-camera">
        <h2 id="check-in-camera">{t('checkIn.camera.title')}</h2>
        <CameraScanner onCode={check} />
      </section>
      <section className="panel" aria-labelledby="check-in-manual">
        <h2 id="check-in-manual">{t('checkIn.manual.title')}</h2>
        <fetcher.Form method="post" ref={manual} aria-label={t('checkIn.manual.title')}>
          <input type="hidden" name="intent" value="check" />
          <ScriptedMarker />
          <AccountField name="code" idPrefix="check-in" label={t('checkIn.manual.code')} autoComplete="off" hint={t('checkIn.manual.hint')} />
          <button type="submit" className="button button--primary">
            {t('checkIn.manual.submit')}
          </button>
        </fetcher.Form>
      </section>
      <Form method="post" className="check-in-sign-out">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className="button button--ghost">
          {t('checkIn.signOut')}
        </button>
      </Form>
    </>
  );
}

/** The scanner's sign-in: the staff token the shop gave the door team. */
export function StaffSignIn({ actionData }: { actionData: CheckInActionData | undefined }) {
  const t = useT();
  return (
    <section className="panel">
      <p>{t('checkIn.signIn.intro')}</p>
      <Form method="post" aria-label={t('checkIn.signIn.submit')}>
        <FormAlert text={actionData?.formError} />
        <input type="hidden" name="intent" value="sign-in" />
        <ScriptedMarker />
        <AccountField name="staffToken" idPrefix="check-in" type="password" label={t('checkIn.signIn.token')} autoComplete="off" />
        <button type="submit" className="button button--primary">
          {t('checkIn.signIn.submit')}
        </button>
      </Form>
    </section>
  );
}
