/**
 * Alert preferences (GET/PUT /v1/settings/alert-preferences): which kinds of alert are created at
 * all, for every monitored domain. The PUT replaces the set, so all four are always sent.
 */
import { useEffect, useState } from 'preact/hooks';
import { CheckboxField } from '../components/choice-fields.js';
import { FormError, Notice, SubmitButton } from '../components/form.js';
import { api, messageOf } from '../lib/api.js';
import type { AlertPreferences } from '../lib/api-schema.js';
import { ActionError } from './action-error.js';
import { useAction } from './use-action.js';

const CHOICES: { key: keyof AlertPreferences; label: string; hint: string }[] = [
  { key: 'score_drop', label: 'Score drops', hint: 'the score fell by at least the domain’s threshold' },
  { key: 'critical_issue', label: 'Critical issues', hint: 'a new critical finding' },
  { key: 'cert_expiry', label: 'Certificate expiry', hint: 'expired, or 30, 14, 7 and 1 days before' },
  { key: 'config_change', label: 'Configuration changes', hint: 'SPF, DMARC, MX, NS, CAA, TLS, ports, HSTS…' },
];

export function AlertPreferencesForm() {
  const [preferences, setPreferences] = useState<AlertPreferences | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, fields, run } = useAction();
  useEffect(() => {
    api<AlertPreferences>('GET', '/v1/settings/alert-preferences')
      .then(setPreferences)
      .catch((error: unknown) => setLoadError(messageOf(error)));
  }, []);

  // A link to /alerts#preferences (from a domain's page) is followed in-app: bring the section into view.
  useEffect(() => {
    if (preferences && window.location.hash === '#preferences') {
      document.getElementById('preferences')?.scrollIntoView();
    }
  }, [preferences !== null]);

  const submit = (event: Event) => {
    event.preventDefault();
    if (!preferences) return;
    setSaved(null);
    void run(async () => {
      setPreferences(await api<AlertPreferences>('PUT', '/v1/settings/alert-preferences', preferences));
      setSaved('Alert preferences saved.');
    });
  };

  return (
    <section class="card" id="preferences" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Alert preferences</h2>
      <p class="muted">
        Which alerts are created for all your monitored domains. Turning a kind back on does not replay what it missed.
      </p>
      <FormError message={loadError} />
      {preferences === null && !loadError && <p role="status">Loading preferences…</p>}
      {preferences && (
        <form onSubmit={submit} noValidate>
          <fieldset>
            <legend>Create alerts for</legend>
            {CHOICES.map((choice) => (
              <CheckboxField
                key={choice.key}
                name={choice.key}
                label={
                  <>
                    {choice.label} <span class="muted small">({choice.hint})</span>
                  </>
                }
                checked={preferences[choice.key]}
                onChange={(checked) => setPreferences({ ...preferences, [choice.key]: checked })}
                error={fields[choice.key]}
              />
            ))}
          </fieldset>
          <ActionError failure={failure} />
          {saved && <Notice kind="success">{saved}</Notice>}
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save preferences
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
