/** Frequency and score-drop alert settings: the same controls when adding a domain and changing one. */
import { CheckboxField, NumberField, SelectField } from '../components/choice-fields.js';
import type { ScanFrequency } from '../lib/api-schema.js';
import { usePlanFrequencies } from './plan-frequencies.js';

export interface AlertSettings {
  scan_frequency: ScanFrequency;
  alert_on_score_drop: boolean;
  /** As typed: the API checks it (1-100) and a 422 lands under the field. */
  alert_threshold: string;
}

/** The request body's part: an empty threshold is left out (the API's default, or unchanged). */
export function settingsBody(settings: AlertSettings) {
  const threshold = settings.alert_threshold.trim();
  return {
    scan_frequency: settings.scan_frequency,
    alert_on_score_drop: settings.alert_on_score_drop,
    ...(threshold === '' ? {} : { alert_threshold: Number(threshold) }),
  };
}

export function AlertSettingsFields(props: {
  value: AlertSettings;
  onChange: (value: AlertSettings) => void;
  fields: Readonly<Record<string, string>>;
}) {
  const { value, onChange, fields } = props;
  const frequencies = usePlanFrequencies();
  return (
    <div class="settings-grid">
      <SelectField
        label="Scan frequency"
        name="scan_frequency"
        value={value.scan_frequency}
        options={frequencies.options}
        onChange={(next) => onChange({ ...value, scan_frequency: next as ScanFrequency })}
        hint={`Scheduled scans take no monthly quota. ${frequencies.hint ?? 'Your plan decides which frequencies you have.'}`}
        error={fields.scan_frequency}
      />
      <div class="field">
        <CheckboxField
          label="Alert when the score drops"
          name="alert_on_score_drop"
          checked={value.alert_on_score_drop}
          onChange={(next) => onChange({ ...value, alert_on_score_drop: next })}
          error={fields.alert_on_score_drop}
        />
        <NumberField
          label="Score drop that raises an alert (points)"
          name="alert_threshold"
          value={value.alert_threshold}
          onInput={(next) => onChange({ ...value, alert_threshold: next })}
          min={1}
          max={100}
          hint="1 to 100; 10 by default."
          disabled={!value.alert_on_score_drop}
          error={fields.alert_threshold}
        />
      </div>
    </div>
  );
}
