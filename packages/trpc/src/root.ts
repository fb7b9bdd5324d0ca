import { adminConsoleRouter } from './routers/admin-console/admin-console.router';
import { analyticsRouter } from './routers/analytics/analytics.router';
import { authRouter } from './routers/auth/auth.router';
import { contentRouter } from './routers/content/content.router';
import { featureFlagRouter } from './routers/feature-flag/feature-flag.router';
import { blackoutRouter } from './routers/blackout/blackout.router';
import { budgetRouter } from './routers/budget/budget.router';
import { driverRouter } from './routers/driver/driver.router';
import { jobRouter } from './routers/job/job.router';
import { measurementRouter } from './routers/measurement/measurement.router';
import { tenderRouter } from './routers/tender/tender.router';
import { vehicleRouter } from './routers/vehicle/vehicle.router';
import { eventsRouter } from './routers/events/events.router';
import { contractRouter } from './routers/contract/contract.router';
import { dashboardRouter } from './routers/dashboard/dashboard.router';
import { documentRouter } from './routers/document/document.router';
import { invitationRouter } from './routers/invitation/invitation.router';
import { notificationRouter } from './routers/notification/notification.router';
import { offerRouter } from './routers/offer/offer.router';
import { orderRouter } from './routers/order/order.router';
import { organizationRouter } from './routers/organization/organization.router';
import { paymentRouter } from './routers/payment/payment.router';
import { pricingRouter } from './routers/pricing/pricing.router';
import { rfqRouter } from './routers/rfq/rfq.router';
import { settingsRouter } from './routers/settings/settings.router';
import { phoneRouter } from './routers/phone/phone.router';
import { settlementRouter } from './routers/settlement/settlement.router';
import { shipmentRouter } from './routers/shipment/shipment.router';
import { disputeRouter } from './routers/dispute/dispute.router';
import { reviewRouter } from './routers/review/review.router';
import { userRouter } from './routers/user/user.router';
import { twoFactorRouter } from './routers/two-factor/two-factor.router';
import type { Database } from '@energy/db/client';
import { seedBudgetDemo } from './seed/budget-demo';
import { seedPricingDemo } from './seed/pricing-demo';
import { createCallerFactory, router } from './trpc';

/** One router per domain; a new domain adds one line. */
export const appRouter = router({
  auth: authRouter,
  rfq: rfqRouter,
  offer: offerRouter,
  contract: contractRouter,
  settlement: settlementRouter,
  order: orderRouter,
  shipment: shipmentRouter,
  payment: paymentRouter,
  organization: organizationRouter,
  invitation: invitationRouter,
  events: eventsRouter,
  vehicle: vehicleRouter,
  driver: driverRouter,
  blackout: blackoutRouter,
  tender: tenderRouter,
  job: jobRouter,
  dashboard: dashboardRouter,
  notification: notificationRouter,
  settings: settingsRouter,
  phone: phoneRouter,
  document: documentRouter,
  content: contentRouter,
  featureFlag: featureFlagRouter,
  analytics: analyticsRouter,
  review: reviewRouter,
  dispute: disputeRouter,
  user: userRouter,
  adminConsole: adminConsoleRouter,
  budget: budgetRouter,
  twoFactor: twoFactorRouter,
  pricing: pricingRouter,
  measurement: measurementRouter,
});

export type AppRouter = typeof appRouter;

/**
 * The demo records of the kinds that bring their own, made through their services after the domains' demo (a fresh
 * `npm start`): a new kind that shows some adds its seed here, beside its router, and the server's start runs it.
 */
export const KIND_DEMOS: readonly ((db: Database) => Promise<unknown>)[] = [seedBudgetDemo, seedPricingDemo];
export const createCaller = createCallerFactory(appRouter);
