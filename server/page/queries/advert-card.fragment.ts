/** The advert fields a card shows (components/ads/ad-card.tsx), shared by every card query. */
import { gql } from '@apollo/client';

/** Fragment on AdvertCard matching AdvertCardView. */
export const ADVERT_CARD_FIELDS = gql`
  fragment AdvertCardFields on AdvertCard {
    id
    url
    title
    price { amount currency net }
    year
    mileage
    fuelType
    enginePower
    mainPhoto { id url thumbnailUrl width height }
    photoCount
    location { cityName countyName }
    sellerType
    badges
  }
`;
