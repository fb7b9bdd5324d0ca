/** The demo password the test template is seeded with. */
export const TEST_DEMO_PASSWORD = 'demo-password';
