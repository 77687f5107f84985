import type { Hono } from 'hono';
import type { EmulatorContext } from '../context.js';

export function mountManagementRoutes(app: Hono, ctx: EmulatorContext): void {
  void app;
  void ctx;
}
