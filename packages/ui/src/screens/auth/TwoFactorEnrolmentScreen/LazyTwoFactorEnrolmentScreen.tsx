import { FullPageLoader } from '../../../components/FullPageLoader';
import { lazyPreloaded } from '../../../components/lazyPreloaded';

/**
 * The second factor's enrolment from its own chunk: only a user who must set one up sees it, and it brings the sign-in
 * and two-factor schemas, whose construction (zod's first use on the page, ~55 ms of one task on /logistics, four
 * times that on Lighthouse's phone) was the longest task of every signed-in page's load when the layout imported it.
 */
const enrolment = lazyPreloaded(
  () => import('./TwoFactorEnrolmentScreen').then(({ TwoFactorEnrolmentScreen }) => TwoFactorEnrolmentScreen),
  <FullPageLoader />,
);

export const LazyTwoFactorEnrolmentScreen = enrolment.Component;
export const preloadTwoFactorEnrolment = enrolment.preload;
