export { Card, cardLabel, type CardProps } from "./card";
export { moveLabel } from "./move-label";
export { eventLabel } from "./event-label";
export { moveCards, moveForSelection, selectableCards } from "./selection";
export { GameTable, type GameTableProps, type TableSeat } from "./game-table";
