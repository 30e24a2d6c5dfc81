/** Every job the workers run and every recurring schedule, registered in code. */
import { priceIndicatorJobs, priceIndicatorSchedules } from '@/server/price-indicator/price-indicator.jobs';
import { searchChangesJobs, searchChangesSchedules } from '@/server/services/search-changes';
import { savedSearchAlertJobs, savedSearchAlertSchedules } from '@/server/services/saved-searches/saved-search-alerts';
import { registerCheckJobs, registerCheckSchedules } from '@/server/services/vehicle-check/register.jobs';
import { billingJobs, billingSchedules } from '@/server/services/billing/billing.jobs';
import { paymentJobs, paymentSchedules } from '@/server/services/billing/payments.jobs';
import type { JobDefinition, JobSchedule } from './jobs.types';

export const JOBS: readonly JobDefinition[] = [
  ...priceIndicatorJobs,
  ...searchChangesJobs,
  ...registerCheckJobs,
  ...savedSearchAlertJobs,
  ...billingJobs,
  ...paymentJobs,
];

export const SCHEDULES: readonly JobSchedule[] = [
  ...priceIndicatorSchedules,
  ...searchChangesSchedules,
  ...registerCheckSchedules,
  ...savedSearchAlertSchedules,
  ...billingSchedules,
  ...paymentSchedules,
];
