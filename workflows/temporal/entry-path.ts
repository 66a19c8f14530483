/** Where the Temporal workflow bundle starts; the worker and the bundle test both bundle this file. */
import { fileURLToPath } from 'node:url';

export const TEMPORAL_WORKFLOWS_PATH = fileURLToPath(new URL('./workflows.ts', import.meta.url));
