/**
 * One limit as a meter: the words ("3 of 10 used") for everyone, and a native <meter> labelled by
 * the limit's name for assistive technology (styled in usage.css; no style attribute, which the
 * CSP's style-src 'self' would refuse).
 */
import { useId } from 'preact/hooks';

const number = new Intl.NumberFormat();

export function LimitMeter(props: { label: string; used: number; limit: number | null; note?: string }) {
  const id = useId();
  const { used, limit } = props;
  const ratio = limit === null || limit === 0 ? 0 : Math.min(1, used / limit);
  const level = ratio >= 1 ? 'full' : ratio >= 0.8 ? 'high' : 'ok';
  const words =
    limit === null
      ? `${number.format(used)} used, unlimited`
      : `${number.format(used)} of ${number.format(limit)} used`;
  return (
    <div class={`usage-meter usage-meter-${level}`}>
      <div class="usage-meter-head">
        <span id={`${id}-label`} class="usage-meter-label">
          {props.label}
        </span>
        <span class="usage-meter-value">
          {words}
          {level === 'full' && <strong class="usage-meter-flag"> · limit reached</strong>}
        </span>
      </div>
      {limit !== null && (
        <meter
          id={id}
          class="usage-bar"
          aria-labelledby={`${id}-label`}
          min={0}
          max={limit}
          value={Math.min(used, limit)}
          title={words}
        />
      )}
      {props.note && <p class="muted small usage-meter-note">{props.note}</p>}
    </div>
  );
}
