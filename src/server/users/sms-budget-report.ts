import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { RecurringJobName } from '../config/job-schedules';
import type { JobDefinition } from '../jobs/queue';
import { purgeSpentChallenges } from './otp-challenge';
import { purgeSmsBudget, smsBudgetOn } from '../sms/sms-budget';

/**
 * What admins see of the SMS budget until the system tab of the operations issue lands: every hour,
 * one log line with the day's SMS by lane, the refusals and the challenges served (counts only, no
 * number). The same run removes used challenge answers that have expired and budget rows over a
 * year old. Idempotent: it reads and removes what is past.
 */
export function smsBudgetReportJob(db: Db, log: FastifyBaseLogger, dailyCap: number): JobDefinition {
  return {
    name: 'sms-budget-report' satisfies RecurringJobName,
    manual: true,
    cron: '0 * * * *',
    retryLimit: 1,
    run: async () => {
      const { day, ...today } = await smsBudgetOn(db);
      log.info({ day, cap: dailyCap, ...today }, 'SMS budget today');
      return {
        ...today,
        spentChallengesRemoved: await purgeSpentChallenges(db),
        budgetDaysRemoved: await purgeSmsBudget(db),
      };
    },
  };
}
