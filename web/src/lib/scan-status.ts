/** A scan job still to finish: its page keeps polling. */
import type { ScanStatus } from './api-schema.js';

export const isRunning = (status: ScanStatus) => status === 'queued' || status === 'running';
