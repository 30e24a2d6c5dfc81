/** Every job the workers run and every recurring schedule, registered in code. */
import { priceIndicatorJobs, priceIndicatorSchedules } from '@/server/price-indicator/price-indicator.jobs';
import type { JobDefinition, JobSchedule } from './jobs.types';

export const JOBS: readonly JobDefinition[] = [...priceIndicatorJobs];

export const SCHEDULES: readonly JobSchedule[] = [...priceIndicatorSchedules];
