// The health module's front door: the report the API's probe answers with (app.factory.ts).
export { HealthReport } from './health-report';
