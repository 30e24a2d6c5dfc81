/** Queries of the ad page and the inactive-ad page. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdvertCardView, AdvertView } from '@/lib/ads/advert-view.types';
import { ADVERT_CARD_FIELDS } from './advert-card.fragment';

/** How many similar adverts the pages list. */
export const SIMILAR_COUNT = 8;

/** The whole advert. */
export const ADVERT_PAGE: TypedDocumentNode<{ advert: AdvertView }, { id: string }> = gql`
  query AdvertPage_Advert($id: ID!) {
    advert(id: $id) {
      id
      url
      title
      category { id slug }
      price { amount currency net }
      make
      model
      version
      year
      mileage
      enginePower
      engineCapacity
      fuelType
      gearbox
      bodyType
      doorCount
      color
      firstRegistration
      equipment
      description
      photos { id url thumbnailUrl width height }
      seller { id name type phoneMasked website memberSince activeAdvertCount }
      location { cityName countyName }
      badges
      createdAt
    }
  }
`;

/** Active adverts like the given one (it may be inactive). */
export const SIMILAR_ADVERTS: TypedDocumentNode<{ similarAdverts: AdvertCardView[] }, { advertId: string; first: number }> = gql`
  query AdvertPage_Similar($advertId: ID!, $first: Int!) {
    similarAdverts(advertId: $advertId, first: $first) { ...AdvertCardFields }
  }
  ${ADVERT_CARD_FIELDS}
`;
