import type { Product } from '@encore/contracts';
import { imageUrl } from '@encore/domain';
import { sanitizeDescription } from './description.server.ts';
import { activeChildren, eventAsTicket, mainCategoryOf, toEventSummary, toTicketCategory } from './reshape.ts';
import type { EventDetail } from './types.ts';

/** The event page's view model, built in its loader so the description is sanitised before it reaches the page. */
export function toEventDetail(p: Product): EventDetail {
  const children = activeChildren(p);
  const mainCategory = mainCategoryOf(p);
  return {
    ...toEventSummary(p),
    galleryUrl: imageUrl(p.image, 'gallery'),
    descriptionHtml: sanitizeDescription(p.description),
    shortDescription: p.short_description ?? '',
    categoryName: mainCategory?.name ?? null,
    categoryPath: mainCategory?.path ?? null,
    tickets: children.length ? children.map(toTicketCategory) : [eventAsTicket(p)],
  };
}
