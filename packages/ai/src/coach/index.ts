// The coach: hints (and their reasons) from the expert, safe to import in the browser.
export { explainMove, type HintWhy } from "./explain";
export { hintFor, type Hint } from "./hint";
export { reviewDecision, REVIEW_BUDGET, type DecisionReview } from "./review";
