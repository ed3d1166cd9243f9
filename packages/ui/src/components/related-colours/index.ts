export { RelatedColours, type RelatedColoursProps } from "./RelatedColours";
export { sortRelatedColours, colourRelationSkus, type RelatedColour } from "./rules/related-colours";
