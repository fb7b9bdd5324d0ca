import { buildServer } from '../../../deploy/cluster/cluster';

/** The suite runs the built server and web app, as `npm start` builds them (turbo skips an unchanged build). */
export default function setup(): void {
  buildServer();
}
