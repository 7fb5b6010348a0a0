export { roundUp, clamp } from "./round";
export { sizeClass, volumetricKg, chargeableKg, COMPARTMENTS, type Parcel, type Dims } from "./size";
export { quote, insurance, BASE_FEE, PER_KG, type Quote, type Zone } from "./fees";
export { formatCents } from "./format";
