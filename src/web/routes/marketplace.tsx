// The marketplace (/marketplace, docs/areas/marketplace.md 'Choose Your Journey'): the page lives in features/marketplace.
import { MarketplacePage } from "../features/marketplace/components/marketplace-page.tsx";

export default function MarketplaceScreen() {
  return <MarketplacePage />;
}
