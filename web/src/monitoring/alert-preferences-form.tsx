/**
 * Alert preferences (GET/PUT /v1/settings/alert-preferences): which kinds of alert are created at
 * all, for every monitored domain. The PUT replaces the set, so all four are always sent. An account
 * with clients may choose a client first (GET/PUT/DELETE /v1/clients/{id}/alert-preferences;
 * docs/portfolio.md): the client's own preferences then replace the account's for its domains.
 */
import { useEffect, useState } from 'preact/hooks';
import { CheckboxField } from '../components/choice-fields.js';
import { ClientSelectField, useClients, WHOLE_ACCOUNT } from '../components/client-choice.js';
import { FormError, Notice, SubmitButton } from '../components/form.js';
import { api, messageOf } from '../lib/api.js';
import type { AlertPreferences, ClientAlertPreferences } from '../lib/api-schema.js';
import { ActionError } from './action-error.js';
import { useAction } from './use-action.js';

const CHOICES: { key: keyof AlertPreferences; label: string; hint: string }[] = [
  { key: 'score_drop', label: 'Score drops', hint: 'the score fell by at least the domain’s threshold' },
  { key: 'critical_issue', label: 'Critical issues', hint: 'a new critical finding' },
  { key: 'cert_expiry', label: 'Certificate expiry', hint: 'expired, or 30, 14, 7 and 1 days before' },
  { key: 'config_change', label: 'Configuration changes', hint: 'SPF, DMARC, MX, NS, CAA, TLS, ports, HSTS…' },
];

/** A client's answer says whose preferences it is: the client's own, or the account's standing in. */
/** The account's preferences, or a client's (which say whose they are). */
type Answer = AlertPreferences & Partial<Pick<ClientAlertPreferences, 'source'>>;

/** Only the four booleans go back in a PUT (a client's answer also carries client_id and source). */
const choicesOf = (answer: Answer): AlertPreferences => ({
  score_drop: answer.score_drop,
  critical_issue: answer.critical_issue,
  cert_expiry: answer.cert_expiry,
  config_change: answer.config_change,
});

export function AlertPreferencesForm() {
  const [preferences, setPreferences] = useState<AlertPreferences | null>(null);
  const [source, setSource] = useState<Answer['source']>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, fields, run } = useAction();
  const clients = useClients();
  const [scope, setScope] = useState(WHOLE_ACCOUNT);
  const url = scope === WHOLE_ACCOUNT ? '/v1/settings/alert-preferences' : `/v1/clients/${scope}/alert-preferences`;
  const show = (answer: Answer) => {
    setPreferences(choicesOf(answer));
    setSource(answer.source);
  };
  useEffect(() => {
    setPreferences(null);
    setSaved(null);
    setLoadError(null);
    api<Answer>('GET', url)
      .then(show)
      .catch((error: unknown) => setLoadError(messageOf(error)));
  }, [url]);
  const clientName = clients.find((client) => String(client.id) === scope)?.name;

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
      show(await api<Answer>('PUT', url, preferences));
      setSaved(clientName ? `Alert preferences for ${clientName} saved.` : 'Alert preferences saved.');
    });
  };
  const followAccount = () => {
    setSaved(null);
    void run(async () => {
      show(await api<Answer>('DELETE', url));
      setSaved(`${clientName ?? 'This client'} follows the account’s alert preferences again.`);
    });
  };

  return (
    <section class="card" id="preferences" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Alert preferences</h2>
      <p class="muted">
        Which alerts are created for all your monitored domains. Turning a kind back on does not replay what it missed.
      </p>
      <ClientSelectField
        clients={clients}
        label="Preferences for"
        name="preferences_scope"
        value={scope}
        wholeAccountLabel="The account (every domain without preferences of its client)"
        onChange={setScope}
        hint="A client’s own preferences apply to that client’s domains instead of the account’s."
      />
      {clientName && source === 'account' && (
        <p class="small muted" role="status">
          {clientName} has no preferences of its own: the account’s are shown. Saving gives it its own.
        </p>
      )}
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
          <div class="button-row">
            <SubmitButton busy={busy} busyLabel="Saving…">
              Save preferences
            </SubmitButton>
            {clientName && source === 'client' && (
              <button type="button" class="button" disabled={busy} onClick={followAccount}>
                Use the account’s preferences
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
