import { createContext } from 'react';
import type { LoadedApplication } from '../../runtime/app/loadApplication';
import type { WidgetRegistry } from '../../runtime/registry/registry';

/**
 * A published page whose application and widget code are already there before the first render: on the server
 * while it renders the page, and in the browser when it hydrates the page the server rendered
 * (docs/publishing.md, "The HTML carries the page"). The published route then starts ready instead of loading.
 * null everywhere else (the editor, previews, a page the browser renders itself).
 */
export interface PublishedPage {
  /** The domain the application was served for (the server has no `location`). */
  domain: string;
  application: LoadedApplication;
  /** The widget registry with the code of every widget of the page loaded. */
  registry: WidgetRegistry;
}

export const PublishedPageContext = createContext<PublishedPage | null>(null);
