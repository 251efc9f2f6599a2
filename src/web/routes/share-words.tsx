// /share-words: a dad's few words about a plan his family finished, for the landing page.
import { ShareWordsPage } from "../features/testimonials/components/share-words-page.tsx";

export default function ShareWordsScreen() {
  return <ShareWordsPage />;
}
