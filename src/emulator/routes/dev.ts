import type { Hono } from 'hono';
import type { EmulatorContext } from '../context.js';

export function mountDevRoutes(app: Hono, ctx: EmulatorContext): void {
  void app;
  void ctx;
}
