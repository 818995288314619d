/** The DOM id of a product card's View Details button, where focus returns after details. */
export function viewDetailsId(productId: string): string {
  return `view-details-${productId}`;
}
