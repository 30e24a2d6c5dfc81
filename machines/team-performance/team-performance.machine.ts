/** The team's web-vitals report of /echipa/performanta: read once (machines/load-once.ts). */
import type { P75Cell } from '@/lib/monitoring/vital-thresholds';
import { createLoadOnceMachine } from '../load-once';

export const teamPerformanceMachine = createLoadOnceMachine<readonly P75Cell[]>(
  'teamPerformance',
  'Performanța site-ului pentru echipă: p75 al fiecărui web vital pe rută și zi.',
);
