import type { RestRoute } from './adapter';

/** Spec 000 §7: the session and account calls. */
export function authRoutes(route: RestRoute): void {
  route('get', '/api/user', (caller) => caller.auth.me());
  route('post', '/api/login', (caller, { body }) => caller.auth.login(body));
  route('post', '/api/register', (caller, { body }) => caller.auth.register(body), 201);
  route('post', '/api/logout', (caller) => caller.auth.logout());
  route('post', '/api/forgot-password', (caller, { body }) => caller.auth.forgotPassword(body));
  route('post', '/api/reset-password', (caller, { body }) => caller.auth.resetPassword(body));
  route('get', '/api/auth/signup-options', (caller) => caller.auth.signupOptions());
}
