/**
 * The plan and the two ways to the payment processor: "Upgrade" opens a checkout session (POST
 * /v1/billing/checkout) and "Manage billing" the customer portal (POST /v1/billing/portal); the
 * browser then goes to the URL the API returns. The plan itself changes only when the processor
 * confirms payment (its webhook), never here. Billing not configured on the server is the
 * subscription's 503, shown in the API's words instead of the buttons.
 */
import { useState } from 'preact/hooks';
import { CheckboxField, SelectField } from '../components/choice-fields.js';
import { SubmitButton } from '../components/form.js';
import { api } from '../lib/api.js';
import type { CheckoutSession, PlanInfo, PortalSession, Subscription, UsageLimits } from '../lib/api-schema.js';
import { formatDate } from '../lib/format.js';
import { ActionError } from '../monitoring/action-error.js';
import { useAction } from '../monitoring/use-action.js';

/** Where the processor sends the person back: this page, which says how it went. */
const returnUrl = (outcome: string) => `${window.location.origin}/app/usage?checkout=${outcome}`;

const price = (plan: PlanInfo, yearly: boolean) => {
  const amount = yearly ? plan.price_yearly_usd : plan.price_monthly_usd;
  return amount === null ? '' : ` (US$${amount} a ${yearly ? 'year' : 'month'})`;
};

export function PlanBilling(props: {
  limits: UsageLimits;
  plans: readonly PlanInfo[];
  /** null: billing not configured (the API's words in `billingError`). */
  subscription: Subscription | null;
  billingError: string | null;
}) {
  const { limits, plans, subscription } = props;
  const current = plans.find((plan) => plan.id === limits.plan.id);
  const upgrades = plans.filter(
    (plan) =>
      plan.purchasable &&
      !plan.legacy &&
      plan.price_monthly_usd !== null &&
      plan.price_monthly_usd > (current?.price_monthly_usd ?? 0),
  );
  const [choice, setChoice] = useState(upgrades[0]?.id ?? '');
  const [yearly, setYearly] = useState(false);
  const checkout = useAction();
  const portal = useAction();

  const upgrade = (event: Event) => {
    event.preventDefault();
    void checkout.run(async () => {
      const session = await api<CheckoutSession>('POST', '/v1/billing/checkout', {
        plan: choice,
        yearly,
        success_url: returnUrl('success'),
        cancel_url: returnUrl('cancelled'),
      });
      window.location.assign(session.url);
    });
  };
  const manage = () =>
    void portal.run(async () => {
      const session = await api<PortalSession>('POST', '/v1/billing/portal', {
        return_url: `${window.location.origin}/app/usage`,
      });
      window.location.assign(session.url);
    });

  return (
    <section class="card stack" aria-labelledby="plan-heading">
      <h2 id="plan-heading">Your plan: {limits.plan.name}</h2>
      <dl class="facts">
        <div>
          <dt>Subscription</dt>
          <dd class="capitalize">{limits.subscription_status.replace(/_/g, ' ')}</dd>
        </div>
        <div>
          <dt>Scan quota resets</dt>
          <dd>{formatDate(limits.period.end)}</dd>
        </div>
        {subscription?.current_period_end && (
          <div>
            <dt>Paid until</dt>
            <dd>{formatDate(subscription.current_period_end)}</dd>
          </div>
        )}
      </dl>
      {props.billingError !== null ? (
        <div class="alert alert-warning" role="status">
          Upgrading and billing are not available here: {props.billingError}
        </div>
      ) : (
        <>
          {upgrades.length > 0 ? (
            <form onSubmit={upgrade} noValidate class="upgrade-form" aria-label="Upgrade">
              <SelectField
                label="Plan to upgrade to"
                name="plan"
                value={choice}
                onChange={setChoice}
                options={upgrades.map((plan) => ({ value: plan.id, label: `${plan.name}${price(plan, yearly)}` }))}
                error={checkout.fields.plan}
              />
              <CheckboxField label="Pay yearly" name="yearly" checked={yearly} onChange={setYearly} />
              <ActionError failure={checkout.failure} />
              <SubmitButton busy={checkout.busy} busyLabel="Opening checkout…">
                Upgrade
              </SubmitButton>
            </form>
          ) : (
            <p>You are on the largest plan sold here; for more, contact us.</p>
          )}
          <div class="stack">
            {subscription?.customer_id ? (
              <div>
                <button type="button" class="button" disabled={portal.busy} onClick={manage}>
                  {portal.busy ? 'Opening…' : 'Manage billing'}
                </button>
              </div>
            ) : (
              <p class="muted small">Payment methods and invoices are managed here after your first purchase.</p>
            )}
            <ActionError failure={portal.failure} />
          </div>
        </>
      )}
    </section>
  );
}
