/** The packages side by side of /contul-meu/package-comparison: read once (machines/load-once.ts). */
import type { PackageColumn } from '@/lib/graphql/generated/operations';
import { createLoadOnceMachine } from '../load-once';

export const packageComparisonMachine = createLoadOnceMachine<readonly PackageColumn[]>(
  'packageComparison',
  'Pachetele una lângă alta: prețuri, anunțuri incluse și beneficii.',
);
