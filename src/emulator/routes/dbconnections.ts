import type { Hono } from 'hono';
import type { EmulatorContext } from '../context.js';

export function mountDatabaseRoutes(app: Hono, ctx: EmulatorContext): void {
  void app;
  void ctx;
}
