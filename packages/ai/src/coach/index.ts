// The coach: hints (and their reasons) from the expert, safe to import in the browser.
export { explainMove } from "./explain";
export { hintFor } from "./hint";
export { reviewDecision, REVIEW_BUDGET, type DecisionReview } from "./review";
