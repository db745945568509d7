export { Card, type CardProps } from "./card";
export { useSay } from "./use-say";
export { moveLabel, type MoveVoice } from "./move-label";
export { eventLabel, cardList, type Names } from "./event-label";
export {
  byCode,
  moveCards,
  moveForSelection,
  partOfAMove,
  playZone,
  sameCardFor,
  selectableCards,
  selectionKey,
  type SameCard,
} from "./selection";
export { cardReason, type CardAsked } from "./card-reason";
export { handOrder, picksOf, tapCard, withoutCards, type Picked } from "./hand";
export { hintWords } from "./hint-words";
export { tableStatus } from "./status";
export { PACES, useTableSettings, saveTableSettings, type Pace } from "./settings";
export {
  GameTable,
  type GameTableProps,
  type TableGame,
  type TablePlay,
  type TableSeat,
  type TableSlots,
  type TurnTimer,
} from "./game-table";
export { GameOver, ordinal, type RatingChanges } from "./game-over";
export {
  SWAP_CHOICES,
  TABLE_OPTIONS,
  defaultOptions,
  keepOffered,
  optionsOf,
  rulesInWords,
  rulesSummary,
  tableRules,
  withOption,
  type ChosenOptions,
  type OptionInfo,
  type OptionKey,
  type TableRules,
  CHEAT_SHEET,
  cheatSheet,
  summaryLines,
  glanceText,
  type GlanceText,
} from "./table-rules";
export { TableRulesPanel } from "./table-rules-panel";
export { RulesAtAGlance } from "./rules-at-a-glance";
