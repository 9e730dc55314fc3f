/**
 * Test clinics that several data tests list, by where they are: spread one into `makeClinic` with what the
 * test needs of it besides.
 */

export const DALLAS_ONE = {
  slug: "dallas-one",
  name: "Dallas One",
  city: "Dallas",
  zipCode: "75201",
  latitude: 32.78,
  longitude: -96.8,
};

/** An online clinic based in Missouri. */
export const GATEWAY_VITALITY = {
  slug: "gateway-vitality",
  name: "Gateway Vitality",
  city: "Saint Louis",
  state: "MO",
  zipCode: "63101",
  latitude: 38.6315,
  longitude: -90.1922,
  telehealth: true,
};
