import { config } from 'zod/v4/core';

// No page allows eval (lib/security/csp.mjs). Without this, zod probes for it with
// `new Function('')`, which the browser refuses and reports as a policy violation on every
// screen that validates anything.
config({ jitless: true });
