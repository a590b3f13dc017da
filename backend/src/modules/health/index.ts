// The health module's front door: the report the API's probe answers with (server/health-probe.ts).
export { HealthReport } from './health-report';
