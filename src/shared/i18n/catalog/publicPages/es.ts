// Las palabras en español de las páginas públicas que dibuja el servidor (la tienda de planes, la página de un plan,
// la de una iglesia) antes de que la app tome el relevo.
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "publicPages.marketplaceTitle": "Elige tu camino",
  "publicPages.marketplaceDescription":
    "Planes devocionales para padres e hijos: cada semana, un devocional, un reto físico y el rincón de papá. La semana 1 es gratis.",
  "publicPages.noPlans": "Todavía no hay planes",
  "publicPages.weeks": "{count, plural, one {# semana} other {# semanas}}",
  "publicPages.free": "Gratis",
  "publicPages.start": "Empieza tu camino",
  "publicPages.signIn": "Iniciar sesión",
  "publicPages.backToPlans": "Volver a los planes",
  "publicPages.by": "De {organization}",
  "publicPages.week": "Semana {number}",
  "publicPages.weekByWeek": "Semana a semana",
  "publicPages.planDescription": "{weeks} de devocionales y retos físicos para padres e hijos.",
  "publicPages.organizationDescription": "Los planes devocionales de {name} para padres e hijos en StrongBond.",
};
