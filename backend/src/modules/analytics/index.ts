// The analytics module's front door: all that code outside analytics/ may import from it.
export { PageView } from './entities/page-view.entity';
