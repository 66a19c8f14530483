/**
 * Changing what a lab web host serves while the lab runs, like zone-switch.ts does for DNS: the web
 * servers read the host's route table on every request, so a route set or removed here takes effect
 * on the next request (the ownership tests publish and withdraw a verification file).
 */
import type { LabHost, LabResponse } from './hosts.js';

export function setSiteRoute(
  hosts: readonly LabHost[],
  name: string,
  scheme: 'http' | 'https',
  path: string,
  response: LabResponse | null,
): void {
  const host = hosts.find((candidate) => candidate.name === name);
  const site = host?.[scheme];
  if (!site) throw new Error(`the lab serves no ${scheme} site for ${name}`);
  site.routes ??= {};
  if (response === null) delete site.routes[path];
  else site.routes[path] = response;
}
