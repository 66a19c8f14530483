/**
 * Which scan frequencies the account's plan has, from the public plan catalogue (GET
 * /v1/pricing/plans), so the frequency select offers only those and says why the others are off
 * (a Free account could pick Hourly and was refused only on save). Until the catalogue answers,
 * every frequency is offered and the API stays the judge.
 */
import { api } from '../lib/api.js';
import type { PlanInfo, ScanFrequency } from '../lib/api-schema.js';
import { useSession } from '../lib/session.js';
import { useLoad } from '../lib/use-load.js';
import { FREQUENCIES } from './monitoring-labels.js';

export interface FrequencyOption {
  value: ScanFrequency;
  label: string;
  disabled: boolean;
}

/** The options, each marked off with the first plan that has it when this plan lacks it. */
export function frequencyOptions(planId: string | undefined, plans: readonly PlanInfo[] | undefined) {
  const plan = plans?.find((each) => each.id === planId);
  const options: FrequencyOption[] = FREQUENCIES.map((frequency) => {
    const has = !plan || plan.features.monitoring_frequencies.includes(frequency.value);
    if (has) return { ...frequency, disabled: false };
    const upgrade = plans
      ?.filter(
        (each) => each.purchasable && !each.legacy && each.features.monitoring_frequencies.includes(frequency.value),
      )
      .sort((a, b) => (a.price_monthly_usd ?? Infinity) - (b.price_monthly_usd ?? Infinity))[0];
    const from = upgrade ? `, from the ${upgrade.name} plan` : '';
    return { ...frequency, label: `${frequency.label} (not in the ${plan.name} plan${from})`, disabled: true };
  });
  const missing = options.filter((option) => option.disabled).map((option) => option.value);
  const hint =
    plan && missing.length > 0
      ? `Your ${plan.name} plan scans ${plan.features.monitoring_frequencies.join(' or ')}; ${missing.join(', ')} needs a higher plan (Usage and plan).`
      : null;
  return { options, hint };
}

export function usePlanFrequencies() {
  const { account } = useSession();
  const { data: plans } = useLoad(() => api<PlanInfo[]>('GET', '/v1/pricing/plans'));
  return frequencyOptions(account?.plan, plans);
}
