#!/usr/bin/env node
// The `rampart` command (npm bin). The code base is TypeScript run through tsx, so register its
// loader, then hand over to the CLI proper.
import { register } from 'tsx/esm/api';

register();
await import('../cli/rampart.ts');
