export { Card, cardLabel, type CardProps } from "./card";
export { moveLabel } from "./move-label";
